/** The labels, inputs and selects of a filter bar (the category list's and the search's), styled alike. */
import { theme } from '@marketplace/ui/theme';
import { css } from 'styled-components';

export const filterControls = css`
  label {
    display: block;
    font-weight: 600;
    margin-bottom: ${theme.space(1)};
  }
  input,
  select {
    font: inherit;
    box-sizing: border-box;
    min-height: 44px;
    padding: ${theme.space(2)};
    border: 1px solid ${theme.colors.border};
    border-radius: ${theme.radius};
    background: ${theme.colors.surface};
    width: 100%;
  }
`;

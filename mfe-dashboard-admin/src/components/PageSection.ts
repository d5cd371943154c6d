import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

/** The frame of every page of this remote: heading spacing and focus styles for links. */
export const PageSection = styled.section`
  h1 {
    margin: 0 0 ${theme.space(6)};
  }
  a {
    color: ${theme.colors.primary};
    font-weight: 600;
  }
  a:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

export const Button = styled.button`
  font: inherit;
  font-weight: 600;
  padding: ${theme.space(2)} ${theme.space(4)};
  border-radius: ${theme.radius};
  border: 1px solid ${theme.colors.primary};
  background: ${theme.colors.primary};
  color: #fff;
  cursor: pointer;
  min-height: 44px;
  &:hover {
    background: ${theme.colors.primaryDark};
  }
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

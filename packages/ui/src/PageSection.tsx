import styled from 'styled-components';
import { theme } from './theme';

/** The frame of a dashboard page: heading spacing, and links in the brand colour with a visible focus ring. */
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

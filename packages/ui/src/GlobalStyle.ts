/** The page-wide style every front end mounts once: box sizing, body font and colours, the focus ring. */

import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  body {
    margin: 0;
    font-family: ${theme.font};
    background: ${theme.colors.background};
    color: ${theme.colors.text};
    line-height: 1.5;
  }
  img { max-width: 100%; }
  a:focus-visible, button:focus-visible, input:focus-visible, select:focus-visible, textarea:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

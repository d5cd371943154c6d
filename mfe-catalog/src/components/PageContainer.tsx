import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

/** Width and gutters of every page of this remote inside the shell's main layout. */
export const PageContainer = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(6)} ${theme.space(4)};
  @media (max-width: 480px) {
    padding: ${theme.space(4)} ${theme.space(3)};
  }
`;

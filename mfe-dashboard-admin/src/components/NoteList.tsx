/** A list of notes, each a tinted block with a coloured left edge: a report's reasons, a remote's top errors. */
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

export const NoteList = styled.ul<{ $edge: string }>`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${theme.space(2)};
  > li {
    padding: ${theme.space(2)} ${theme.space(3)};
    border-left: 4px solid ${(p) => p.$edge};
    background: ${theme.colors.background};
    border-radius: 4px;
    overflow-wrap: anywhere;
  }
`;

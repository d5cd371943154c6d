/** The Releases page's email line: how many emails failed for good (the outbox keeps their errors). */
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';
import { useFailedEmails } from './api/get-failed-emails';

const Line = styled.p<{ $alarm: boolean }>`
  margin: 0 0 ${theme.space(6)};
  color: ${({ $alarm }) => ($alarm ? theme.colors.danger : theme.colors.muted)};
`;

export function FailedEmails() {
  const failed = useFailedEmails();
  const count = failed.data?.failed;
  if (typeof count !== 'number') return null;
  return (
    <Line $alarm={count > 0} role="status">
      Failed emails: {count}
    </Line>
  );
}

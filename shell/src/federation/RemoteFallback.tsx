import { Button } from '@marketplace/ui/button';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

const Panel = styled.section`
  max-width: 560px;
  margin: ${theme.space(16)} auto;
  padding: ${theme.space(6)};
  text-align: center;
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
`;

interface Props {
  onRetry: () => void;
  detail?: string;
}

/** Shown in place of a remote's page when that remote cannot load or crashes. */
export function RemoteFallback({ onRetry, detail }: Props) {
  return (
    <Panel role="alert">
      <h2>This part of the site is unavailable right now</h2>
      <p>The rest of the site still works. Try again in a moment.</p>
      {detail ? <p style={{ color: theme.colors.muted, fontSize: '0.9em' }}>{detail}</p> : null}
      <Button type="button" onClick={onRetry}>
        Retry
      </Button>
    </Panel>
  );
}

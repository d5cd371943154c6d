import { Button } from '@marketplace/ui/button';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';
import type { RemoteOverrides } from './remote-overrides';

const Badge = styled.aside`
  position: fixed;
  left: ${theme.space(3)};
  bottom: ${theme.space(3)};
  z-index: 1000;
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
  padding: ${theme.space(3)};
  background: #fff8e1;
  border: 2px solid #b26a00;
  border-radius: ${theme.radius};
  box-shadow: 0 2px 8px rgb(0 0 0 / 20%);
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
`;

interface Props {
  overrides: RemoteOverrides;
  onClear: (remote: string) => void;
}

/** Tells a developer which remotes this browser loads from their own override, with a way out. */
export function RemoteOverrideBadge({ overrides, onClear }: Props) {
  const remotes = Object.keys(overrides);
  if (remotes.length === 0) return null;
  return (
    <Badge aria-label="Remote overrides">
      {remotes.map((remote) => (
        <Row key={remote} title={overrides[remote]}>
          <strong>{remote}: local override</strong>
          <Button type="button" onClick={() => onClear(remote)} aria-label={`Clear the ${remote} override`}>
            Clear
          </Button>
        </Row>
      ))}
    </Badge>
  );
}

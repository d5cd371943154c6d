/**
 * What a canary brings: its remote's changelog entries (lerna writes them from Conventional Commits) after the
 * stable version up to the canary's, newest first.
 */
import type { RemoteRelease } from '@marketplace/shared/types';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';

const Versions = styled.ul`
  margin: 0;
  padding-left: ${theme.space(5)};
  overflow-wrap: anywhere;
  ul {
    padding-left: ${theme.space(5)};
  }
`;

interface Props {
  changelog: RemoteRelease['changelog'];
  stableVersion: string;
  canaryVersion: string;
}

export function CanaryChangelog({ changelog, stableVersion, canaryVersion }: Props) {
  if (changelog.length === 0) {
    return (
      <p>
        No changelog entries between {stableVersion} and {canaryVersion}.
      </p>
    );
  }
  return (
    <Versions>
      {changelog.map((entry) => (
        <li key={entry.version}>
          <strong>{entry.version}</strong>
          {entry.date && (
            <>
              {' '}
              (<time dateTime={entry.date}>{entry.date}</time>)
            </>
          )}
          <ul>
            {entry.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </li>
      ))}
    </Versions>
  );
}

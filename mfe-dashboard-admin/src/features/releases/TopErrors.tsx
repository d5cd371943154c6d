/** The last hour's most frequent errors of one remote: count, cohort and version, message, top frame, a sample stack. */
import type { RemoteRelease } from '@marketplace/shared/types';
import { Badge } from '@marketplace/ui/responsive-table';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';
import { NoteList } from '../../components/NoteList';

type TopError = RemoteRelease['lastHour']['topErrors'][number];

const List = styled(NoteList)`
  p {
    margin: ${theme.space(1)} 0;
  }
  code {
    font-size: 0.85rem;
  }
  summary {
    cursor: pointer;
    min-height: 32px;
    display: flex;
    align-items: center;
  }
  summary:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  pre {
    margin: ${theme.space(1)} 0 0;
    max-height: 12rem;
    overflow: auto;
    font-size: 0.8rem;
    white-space: pre-wrap;
  }
`;

export function TopErrors({ errors }: { errors: TopError[] }) {
  if (errors.length === 0) return <p>No errors in the last hour.</p>;
  return (
    <List as="ol" $edge={theme.colors.danger}>
      {errors.map((error) => (
        <li key={`${error.cohort}-${error.version}-${error.message}-${error.topFrame}`}>
          <Badge $tone={error.cohort === 'canary' ? 'accent' : 'muted'}>{error.cohort}</Badge>{' '}
          <strong>
            {error.count} × {error.message}
          </strong>
          <p>
            <small>
              {error.version} · <code>{error.topFrame || 'no stack frame'}</code>
            </small>
          </p>
          {error.sampleStack && (
            <details>
              <summary>Sample stack</summary>
              <pre>{error.sampleStack}</pre>
            </details>
          )}
        </li>
      ))}
    </List>
  );
}

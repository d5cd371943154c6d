/**
 * Stable and canary side by side, one row per figure. The table scrolls inside its own focusable region, so a
 * 360 px phone never scrolls the page sideways and a keyboard user can still reach every column.
 */
import type { ReleaseFigures } from '@marketplace/shared/types';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';
import { formatMs, formatPercent, formatScore } from './release-figures';

export const ScrollRegion = styled.div`
  overflow-x: auto;
  max-width: 100%;
  &:focus-visible {
    outline: 3px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  background: ${theme.colors.surface};
  font-variant-numeric: tabular-nums;
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: ${theme.space(2)};
  }
  th,
  td {
    padding: ${theme.space(2)} ${theme.space(3)};
    border-bottom: 1px solid ${theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th[scope='row'],
  thead th:first-child {
    text-align: left;
    font-weight: 600;
  }
  thead th {
    color: ${theme.colors.muted};
    font-size: 0.9rem;
  }
  small {
    display: block;
    font-weight: 400;
    overflow-wrap: anywhere;
    white-space: normal;
  }
`;

const ROWS: { label: string; value: (f: ReleaseFigures) => string }[] = [
  { label: 'Page views', value: (f) => String(f.pageViews) },
  { label: 'Sessions', value: (f) => String(f.sessions) },
  { label: 'Error-session rate', value: (f) => formatPercent(f.errorSessionRate) },
  { label: 'Load failures', value: (f) => String(f.loadFailures) },
  { label: 'LCP p75', value: (f) => formatMs(f.lcpP75) },
  { label: 'INP p75', value: (f) => formatMs(f.inpP75) },
  { label: 'CLS p75', value: (f) => formatScore(f.clsP75) },
  { label: 'TTFB p75', value: (f) => formatMs(f.ttfbP75) },
];

interface Props {
  caption: string;
  stable: ReleaseFigures;
  canary: ReleaseFigures | null;
}

export function CohortComparison({ caption, stable, canary }: Props) {
  return (
    <ScrollRegion role="region" aria-label={caption} tabIndex={0}>
      <Table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Figure</th>
            <th scope="col">
              Stable <small>{stable.version}</small>
            </th>
            {canary && (
              <th scope="col">
                Canary <small>{canary.version}</small>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value(stable)}</td>
              {canary && <td>{row.value(canary)}</td>}
            </tr>
          ))}
        </tbody>
      </Table>
    </ScrollRegion>
  );
}

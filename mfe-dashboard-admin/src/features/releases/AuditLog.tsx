/** Every release change, newest first: what, which versions, who or which rule, when. Cards on a phone. */
import type { ReleaseAuditEntry } from '@marketplace/shared/types';
import { ResponsiveTable } from '@marketplace/ui/responsive-table';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format-date';

function versionsOf(entry: ReleaseAuditEntry): string {
  if (entry.stable && entry.canary) return `${entry.stable} → ${entry.canary}`;
  return entry.canary ?? entry.stable ?? '–';
}

const COLUMNS: { label: string; cell: (entry: ReleaseAuditEntry) => ReactNode }[] = [
  { label: 'When', cell: (entry) => <time dateTime={entry.at}>{formatDate(entry.at)}</time> },
  { label: 'Remote', cell: (entry) => entry.remote },
  { label: 'Change', cell: (entry) => entry.action },
  { label: 'By', cell: (entry) => entry.by },
  { label: 'Versions', cell: versionsOf },
  { label: 'Share', cell: (entry) => (entry.share === undefined ? '–' : `${entry.share}%`) },
  { label: 'Why', cell: (entry) => entry.reasons?.join('; ') ?? '–' },
];

export function AuditLog({ entries }: { entries: ReleaseAuditEntry[] }) {
  if (entries.length === 0) return <p>No release changes yet.</p>;
  return (
    <ResponsiveTable>
      <thead>
        <tr>
          {COLUMNS.map(({ label }) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={`${entry.at} ${entry.remote} ${entry.action} ${entry.canary ?? ''}`}>
            {COLUMNS.map(({ label, cell }) => (
              <td key={label} data-label={label}>
                {cell(entry)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}

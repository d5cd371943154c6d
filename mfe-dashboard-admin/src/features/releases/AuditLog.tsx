/** Every release change, newest first: what, which versions, who or which rule, when. Cards on a phone. */
import type { ReleaseAuditEntry } from '@marketplace/shared/types';
import { ResponsiveTable } from '@marketplace/ui/responsive-table';
import { formatDate } from '../../lib/format-date';

function versionsOf(entry: ReleaseAuditEntry): string {
  if (entry.stable && entry.canary) return `${entry.stable} → ${entry.canary}`;
  return entry.canary ?? entry.stable ?? '–';
}

export function AuditLog({ entries }: { entries: ReleaseAuditEntry[] }) {
  if (entries.length === 0) return <p>No release changes yet.</p>;
  return (
    <ResponsiveTable>
      <thead>
        <tr>
          <th scope="col">When</th>
          <th scope="col">Remote</th>
          <th scope="col">Change</th>
          <th scope="col">By</th>
          <th scope="col">Versions</th>
          <th scope="col">Share</th>
          <th scope="col">Why</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((entry) => (
          <tr key={`${entry.at} ${entry.remote} ${entry.action} ${entry.canary ?? ''}`}>
            <td data-label="When">
              <time dateTime={entry.at}>{formatDate(entry.at)}</time>
            </td>
            <td data-label="Remote">{entry.remote}</td>
            <td data-label="Change">{entry.action}</td>
            <td data-label="By">{entry.by}</td>
            <td data-label="Versions">{versionsOf(entry)}</td>
            <td data-label="Share">{entry.share === undefined ? '–' : `${entry.share}%`}</td>
            <td data-label="Why">{entry.reasons?.join('; ') ?? '–'}</td>
          </tr>
        ))}
      </tbody>
    </ResponsiveTable>
  );
}

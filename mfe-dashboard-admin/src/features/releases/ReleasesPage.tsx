/**
 * 'Releases' (/dashboard/releases): per remote its stable and canary versions, share and status, the last hour
 * of real-user telemetry of both cohorts, Promote and Roll back; then the audit log. Refreshes itself, so a
 * rollback by the release guard shows without a reload.
 */
import { DataState } from '@marketplace/ui/data-state';
import { PageSection } from '@marketplace/ui/page-section';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';
import { AuditLog } from './AuditLog';
import { useReleases } from './api/get-releases';
import { FailedEmails } from './FailedEmails';
import { RemoteReleaseCard } from './RemoteReleaseCard';

const Remotes = styled.div`
  display: grid;
  gap: ${theme.space(6)};
`;

const Audit = styled.section`
  margin-top: ${theme.space(8)};
  > h2 {
    margin: 0 0 ${theme.space(4)};
  }
`;

export default function ReleasesPage() {
  const releases = useReleases();
  return (
    <PageSection>
      <h1>Releases</h1>
      <DataState query={releases} what="the releases">
        {({ remotes, audit }) => (
          <>
            <FailedEmails />
            {remotes.length === 0 ? (
              <p>No remote is deployed to the site folder yet.</p>
            ) : (
              <Remotes>
                {remotes.map((release) => (
                  <RemoteReleaseCard key={release.remote} release={release} />
                ))}
              </Remotes>
            )}
            <Audit aria-labelledby="release-audit">
              <h2 id="release-audit">Audit log</h2>
              <AuditLog entries={audit} />
            </Audit>
          </>
        )}
      </DataState>
    </PageSection>
  );
}

/**
 * One remote on the Releases page: its versions, share and status, why it was rolled back (the guard's figures
 * when the guard did it), what the canary brings (its changelog entries), the last hour of stable against canary
 * in numbers and charts, the top errors, and the buttons while a canary is out.
 */
import type { RemoteRelease } from '@marketplace/shared/types';
import { Badge } from '@marketplace/ui/responsive-table';
import { theme } from '@marketplace/ui/theme';
import styled from 'styled-components';
import { formatDate } from '../../lib/format-date';
import { CanaryChangelog } from './CanaryChangelog';
import { CohortComparison } from './CohortComparison';
import { MinuteCharts } from './MinuteCharts';
import { ReleaseActions } from './ReleaseActions';
import { guardFigures } from './release-figures';
import { TopErrors } from './TopErrors';

const Card = styled.section`
  padding: ${theme.space(4)};
  background: ${theme.colors.surface};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius};
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.3rem;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${theme.space(2)};
  }
  h3 {
    margin: ${theme.space(5)} 0 ${theme.space(2)};
    font-size: 1.05rem;
  }
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(1)} ${theme.space(3)};
  margin: ${theme.space(3)} 0;
  overflow-wrap: anywhere;
  dt {
    color: ${theme.colors.muted};
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const Verdict = styled.div`
  margin: ${theme.space(3)} 0;
  padding: ${theme.space(3)};
  border-left: 4px solid ${theme.colors.danger};
  background: #fef3f2;
  border-radius: 4px;
  overflow-wrap: anywhere;
  p {
    margin: 0 0 ${theme.space(2)};
  }
  ul {
    margin: 0 0 ${theme.space(2)};
    padding-left: ${theme.space(5)};
  }
`;

const TONE = { stable: 'success', canary: 'accent', 'rolled back': 'muted' } as const;

function Rollback({ rollback }: { rollback: NonNullable<RemoteRelease['rollback']> }) {
  const figures = guardFigures(rollback.figures);
  return (
    <Verdict>
      <p>
        <strong>Rolled back by {rollback.by}</strong> on{' '}
        <time dateTime={rollback.at}>{formatDate(rollback.at)}</time>
      </p>
      <ul>
        {rollback.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {figures && (
        <CohortComparison caption="Figures at the rollback" stable={figures.stable} canary={figures.canary} />
      )}
    </Verdict>
  );
}

export function RemoteReleaseCard({ release }: { release: RemoteRelease }) {
  const { remote, status, stable, canary, rollback, changelog, lastHour } = release;
  const titleId = `release-${remote}`;
  return (
    <Card aria-labelledby={titleId}>
      <h2 id={titleId}>
        {remote} <Badge $tone={TONE[status]}>{status}</Badge>
      </h2>
      <Facts>
        <dt>Stable version</dt>
        <dd>{stable.version}</dd>
        <dt>Canary version</dt>
        <dd>{canary ? canary.version : 'none'}</dd>
        {canary && (
          <>
            <dt>Canary share</dt>
            <dd>{canary.share}% of browsers</dd>
            <dt>Canary since</dt>
            <dd>
              <time dateTime={canary.startedAt}>{formatDate(canary.startedAt)}</time>
            </dd>
          </>
        )}
      </Facts>
      {status === 'rolled back' && rollback && <Rollback rollback={rollback} />}
      {canary && (
        <>
          <h3>Changes in the canary</h3>
          <CanaryChangelog
            changelog={changelog}
            stableVersion={stable.version}
            canaryVersion={canary.version}
          />
        </>
      )}
      {status === 'canary' && canary && (
        <ReleaseActions remote={remote} stableVersion={stable.version} canaryVersion={canary.version} />
      )}
      <h3>Last hour</h3>
      <CohortComparison
        caption={`${remote}: stable and canary over the last hour`}
        stable={lastHour.stable}
        canary={lastHour.canary}
      />
      <MinuteCharts series={lastHour.series} stableVersion={stable.version} canaryVersion={canary?.version} />
      <h3>Top errors</h3>
      <TopErrors errors={lastHour.topErrors} />
    </Card>
  );
}

/**
 * `app.releaseGuard`: every RELEASE_GUARD_INTERVAL_MS, compares each remote's canary with its stable version
 * over the time since the canary started (releases/guard-rule.ts) and rolls a worse canary back in the site's
 * remotes.json, with the figures that triggered it in the audit log. Also deletes telemetry past its retention.
 * Every instance runs it; the change is made under the release lock and only while the same canary is out, so a
 * second instance finds nothing left to do.
 */

import { changeRemote, readRemotesFile, rolledBack, stableVersionOf } from '@marketplace/release-state';
import fp from 'fastify-plugin';
import { type CohortFigures, type GuardVerdict, judgeCanary } from '../../releases/guard-rule';
import { type PeriodicJob, startPeriodicJob } from './periodic-job';

declare module 'fastify' {
  interface FastifyInstance {
    releaseGuard: PeriodicJob;
  }
}

export const GUARD = 'release guard';

export interface GuardCheck {
  remote: string;
  stable: { version: string } & CohortFigures;
  canary: { version: string; share: number } & CohortFigures;
  verdict: GuardVerdict;
}

export default fp(
  async (app) => {
    const settings = app.config.releases;

    async function checkCanaries(): Promise<GuardCheck[]> {
      const file = readRemotesFile(settings.siteDir);
      if (!file) return [];
      const checks: GuardCheck[] = [];
      for (const [remote, release] of Object.entries(file.remotes)) {
        const canaryRelease = release.canary;
        if (release.status !== 'canary' || !canaryRelease || canaryRelease.share <= 0) continue;
        const since = new Date(canaryRelease.startedAt);
        const stableVersion = stableVersionOf(release);
        const stable = await app.repos.telemetry.figures(remote, stableVersion, 'stable', since);
        const canary = await app.repos.telemetry.figures(remote, canaryRelease.version, 'canary', since);
        const verdict = judgeCanary(stable, canary, settings);
        const check: GuardCheck = {
          remote,
          stable: { version: stableVersion, ...stable },
          canary: { version: canaryRelease.version, share: canaryRelease.share, ...canary },
          verdict,
        };
        checks.push(check);
        if (verdict.kind !== 'roll-back') continue;
        const figures = { stable: check.stable, canary: check.canary };
        const changed = await changeRemote(settings.siteDir, remote, (current) =>
          current?.status === 'canary' && current.canary?.version === canaryRelease.version
            ? {
                next: rolledBack(current, verdict.reasons, figures),
                audit: {
                  action: 'guard rollback',
                  by: GUARD,
                  stable: stableVersion,
                  canary: canaryRelease.version,
                  share: 0,
                  reasons: verdict.reasons,
                  figures,
                },
              }
            : null,
        );
        if (changed) {
          app.log.warn(
            { remote, canary: canaryRelease.version, reasons: verdict.reasons },
            'canary rolled back',
          );
        }
      }
      return checks;
    }

    const job = startPeriodicJob(app, 'release-guard', settings.guardIntervalMs, async () => {
      await checkCanaries();
      await app.repos.telemetry.prune(new Date(Date.now() - settings.retentionDays * 86_400_000));
    });
    app.decorate('releaseGuard', job);
  },
  { name: 'release-guard', dependencies: ['repositories', 'env'] },
);

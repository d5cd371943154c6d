/**
 * The Releases page's calls, admins only: GET /releases (each remote's stable and canary versions, share and
 * status, the last hour of telemetry, the audit log newest first), POST /releases/{remote}/promote and
 * POST /releases/{remote}/rollback. The state is the site folder's remotes.json (RELEASE_SITE_DIR).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { bearerAuth, withErrors } from '@marketplace/shared/schemas/common';
import {
  ReleasesOverview,
  RemoteParams,
  type RemoteReleaseView,
  RemoteReleaseView as RemoteView,
} from '@marketplace/shared/schemas/releases';
import { errorSessionPercent } from '../../releases/guard-rule';
import {
  changeRelease,
  promoted,
  type RemoteRelease,
  readAudit,
  readRemotesFile,
  rolledBack,
  stableVersionOf,
} from '../../releases/release-file';

const HOUR_MS = 3_600_000;
const AUDIT_ENTRIES = 200;
const TOP_ERRORS = 5;

const releasesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const adminOnly = [app.authenticate, app.requireRole('admin')];
  const site = app.config.releases.siteDir;

  async function figuresOf(remote: string, version: string, cohort: 'stable' | 'canary', since: Date) {
    const figures = await app.repos.telemetry.figures(remote, version, cohort, since);
    return { version, ...figures, errorSessionRate: errorSessionPercent(figures) };
  }

  async function viewOf(remote: string, release: RemoteRelease): Promise<RemoteReleaseView> {
    const since = new Date(Date.now() - HOUR_MS);
    const stableVersion = stableVersionOf(release);
    return {
      remote,
      status: release.status ?? 'stable',
      stable: { version: stableVersion, entry: release.entry },
      canary: release.canary ?? null,
      rollback: release.rollback ?? null,
      lastHour: {
        stable: await figuresOf(remote, stableVersion, 'stable', since),
        canary: release.canary ? await figuresOf(remote, release.canary.version, 'canary', since) : null,
        series: await app.repos.telemetry.series(remote, since),
        topErrors: await app.repos.telemetry.topErrors(remote, since, TOP_ERRORS),
      },
    };
  }

  app.get(
    '',
    {
      onRequest: adminOnly,
      schema: {
        tags: ['releases'],
        description:
          "Admins only. Each remote's release (stable version, canary version and share, status, the guard's figures if it rolled one back) with the last hour of real-user telemetry of both cohorts, and the audit log, newest first.",
        security: bearerAuth,
        response: withErrors({ 200: ReleasesOverview }, 401, 403),
      },
    },
    async () => {
      const file = await readRemotesFile(site);
      const remotes = await Promise.all(
        Object.entries(file?.remotes ?? {}).map(([remote, release]) => viewOf(remote, release)),
      );
      return { remotes, audit: await readAudit(site, AUDIT_ENTRIES) };
    },
  );

  for (const action of ['promote', 'rollback'] as const) {
    app.post(
      `/:remote/${action}`,
      {
        onRequest: adminOnly,
        schema: {
          tags: ['releases'],
          description:
            action === 'promote'
              ? "Admins only. Makes the remote's canary the stable version for everyone. 404 unknown remote, 409 when no canary is out."
              : "Admins only. Sends everyone back to the remote's stable version (share 0, status 'rolled back'). 404 unknown remote, 409 when no canary is out.",
          security: bearerAuth,
          params: RemoteParams,
          response: withErrors({ 200: RemoteView }, 401, 403, 404, 409),
        },
      },
      async (request) => {
        const { remote } = request.params;
        const who = app.signedInUser(request).email;
        const file = await readRemotesFile(site);
        if (!file?.remotes[remote]) throw app.httpErrors.notFound('Unknown remote');
        const changed = await changeRelease(site, remote, (current) => {
          if (!current.canary || current.status !== 'canary') return null;
          const versions = { stable: stableVersionOf(current), canary: current.canary.version };
          return action === 'promote'
            ? { next: promoted(current), audit: { action: 'promote', by: who, ...versions, share: 100 } }
            : {
                next: rolledBack(current, who, ['rolled back by a person']),
                audit: { action: 'rollback', by: who, ...versions, share: 0 },
              };
        });
        if (!changed) throw app.httpErrors.conflict(`${remote} has no canary out`);
        return viewOf(remote, changed);
      },
    );
  }
};

export default releasesRoutes;

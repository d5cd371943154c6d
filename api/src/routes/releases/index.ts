/**
 * The Releases page's calls, admins only: GET /releases (each remote's stable and canary versions, share and
 * status, the last hour of telemetry, the audit log newest first), POST /releases/{remote}/promote and
 * POST /releases/{remote}/rollback. The state is the site folder's remotes.json (RELEASE_SITE_DIR).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type AuditEntry,
  changeRemote,
  promoted,
  type RemoteRelease,
  readAudit,
  readRemotesFile,
  rolledBack,
  stableVersionOf,
} from '@marketplace/release-state';
import { bearerAuth, withErrors } from '@marketplace/shared/schemas/common';
import {
  ReleasesOverview,
  RemoteParams,
  type RemoteReleaseView,
  RemoteReleaseView as RemoteView,
} from '@marketplace/shared/schemas/releases';
import { canaryChangelog } from '../../releases/changelog';
import { errorSessionPercent } from '../../releases/guard-rule';

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

  /** The release state names nobody: who sent the canary back is the audit log's to say, to admins only. */
  function rollbackOf(remote: string, release: RemoteRelease, audit: AuditEntry[]) {
    if (!release.rollback) return null;
    const { at, reasons, figures } = release.rollback;
    const entry = audit.find(
      (line) =>
        line.remote === remote &&
        (line.action === 'rollback' || line.action === 'guard rollback') &&
        line.canary === release.canary?.version,
    );
    return { at, by: entry?.by ?? 'unknown', reasons, ...(figures === undefined ? {} : { figures }) };
  }

  async function viewOf(
    remote: string,
    release: RemoteRelease,
    audit: AuditEntry[],
  ): Promise<RemoteReleaseView> {
    const since = new Date(Date.now() - HOUR_MS);
    const stableVersion = stableVersionOf(release);
    return {
      remote,
      status: release.status ?? 'stable',
      stable: { version: stableVersion, entry: release.entry },
      canary: release.canary ?? null,
      rollback: rollbackOf(remote, release, audit),
      changelog: release.canary ? canaryChangelog(site, release.canary, stableVersion) : [],
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
      const file = readRemotesFile(site);
      const audit = readAudit(site, { limit: AUDIT_ENTRIES });
      const remotes = await Promise.all(
        Object.entries(file?.remotes ?? {}).map(([remote, release]) => viewOf(remote, release, audit)),
      );
      return { remotes, audit };
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
        if (!readRemotesFile(site)?.remotes[remote]) throw app.httpErrors.notFound('Unknown remote');
        const changed = await changeRemote(site, remote, (current) => {
          if (!current?.canary || current.status !== 'canary') return null;
          const versions = { stable: stableVersionOf(current), canary: current.canary.version };
          return action === 'promote'
            ? { next: promoted(current), audit: { action: 'promote', by: who, ...versions, share: 100 } }
            : {
                next: rolledBack(current, ['rolled back by a person']),
                audit: { action: 'rollback', by: who, ...versions, share: 0 },
              };
        });
        if (!changed) throw app.httpErrors.conflict(`${remote} has no canary out`);
        return viewOf(remote, changed, readAudit(site, { remote, limit: AUDIT_ENTRIES }));
      },
    );
  }
};

export default releasesRoutes;

/** The Releases page's calls (admin only): each remote's release, its last hour of telemetry, the audit log. */
import { type Static, Type } from '@sinclair/typebox';

const Nullable = <T extends ReturnType<typeof Type.Number>>(schema: T) => Type.Union([schema, Type.Null()]);

export const Figures = Type.Object({
  version: Type.String(),
  pageViews: Type.Integer(),
  sessions: Type.Integer(),
  errorSessions: Type.Integer(),
  loadFailures: Type.Integer(),
  /** percent */
  errorSessionRate: Type.Number(),
  /** ms, like INP and TTFB; null without any sample */
  lcpP75: Nullable(Type.Number()),
  inpP75: Nullable(Type.Number()),
  /** unitless layout-shift score */
  clsP75: Nullable(Type.Number()),
  ttfbP75: Nullable(Type.Number()),
});

export const MinutePoint = Type.Object({
  minute: Type.String({ format: 'date-time' }),
  cohort: Type.String(),
  version: Type.String(),
  pageViews: Type.Integer(),
  sessions: Type.Integer(),
  errorSessions: Type.Integer(),
  loadFailures: Type.Integer(),
  /** ms, like INP and TTFB; null without any sample */
  lcpP75: Nullable(Type.Number()),
  inpP75: Nullable(Type.Number()),
  /** unitless layout-shift score */
  clsP75: Nullable(Type.Number()),
  ttfbP75: Nullable(Type.Number()),
});

export const TopError = Type.Object({
  cohort: Type.String(),
  version: Type.String(),
  message: Type.String(),
  topFrame: Type.String(),
  count: Type.Integer(),
  sampleStack: Type.String(),
});

/** One version's section of the remote's CHANGELOG.md. */
export const ChangelogEntry = Type.Object({
  version: Type.String(),
  date: Type.Union([Type.String(), Type.Null()]),
  items: Type.Array(Type.String()),
});

export const RemoteReleaseView = Type.Object({
  remote: Type.String(),
  status: Type.Union([Type.Literal('stable'), Type.Literal('canary'), Type.Literal('rolled back')]),
  stable: Type.Object({ version: Type.String(), entry: Type.String() }),
  canary: Type.Union([
    Type.Object({
      version: Type.String(),
      entry: Type.String(),
      share: Type.Number(),
      startedAt: Type.String(),
    }),
    Type.Null(),
  ]),
  rollback: Type.Union([
    Type.Object({
      at: Type.String(),
      by: Type.String(),
      reasons: Type.Array(Type.String()),
      figures: Type.Optional(Type.Unknown()),
    }),
    Type.Null(),
  ]),
  /** For a canary: the changelog entries after the stable version up to the canary's, newest first. */
  changelog: Type.Array(ChangelogEntry),
  lastHour: Type.Object({
    stable: Figures,
    canary: Type.Union([Figures, Type.Null()]),
    series: Type.Array(MinutePoint),
    topErrors: Type.Array(TopError),
  }),
});

export const AuditEntry = Type.Object({
  at: Type.String(),
  remote: Type.String(),
  action: Type.String(),
  by: Type.String(),
  stable: Type.Optional(Type.String()),
  canary: Type.Optional(Type.String()),
  share: Type.Optional(Type.Number()),
  reasons: Type.Optional(Type.Array(Type.String())),
  figures: Type.Optional(Type.Unknown()),
});

export const ReleasesOverview = Type.Object({
  remotes: Type.Array(RemoteReleaseView),
  audit: Type.Array(AuditEntry),
});

export const RemoteParams = Type.Object({ remote: Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' }) });

export type RemoteReleaseView = Static<typeof RemoteReleaseView>;
export type ReleasesOverview = Static<typeof ReleasesOverview>;

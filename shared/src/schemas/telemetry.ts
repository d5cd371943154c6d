/** The shape of a telemetry batch: the shell's reporter builds it, the API checks it before storing anything. */
import { type Static, Type } from '@sinclair/typebox';

const Remote = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });
const Version = Type.String({ pattern: '^[A-Za-z0-9._+-]{1,64}$' });
const Cohort = Type.Union([Type.Literal('stable'), Type.Literal('canary')]);
/** A path without its query string or fragment: nothing a user typed into a search box is kept. */
const Route = Type.String({ pattern: '^/[^?#\\s]*$', maxLength: 200 });

const common = { remote: Remote, version: Version, cohort: Cohort, route: Route };

export const PageViewItem = Type.Object(
  { type: Type.Literal('page-view'), ...common },
  { additionalProperties: false },
);

export const ErrorItem = Type.Object(
  {
    type: Type.Literal('error'),
    ...common,
    /** 'load': the federation runtime could not load the remote (counted as a load failure too). */
    source: Type.Union([
      Type.Literal('error'),
      Type.Literal('rejection'),
      Type.Literal('boundary'),
      Type.Literal('load'),
    ]),
    message: Type.String({ maxLength: 500 }),
    topFrame: Type.Optional(Type.String({ maxLength: 500 })),
    stack: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);

export const VitalItem = Type.Object(
  {
    type: Type.Literal('vital'),
    ...common,
    name: Type.Union([Type.Literal('LCP'), Type.Literal('INP'), Type.Literal('CLS'), Type.Literal('TTFB')]),
    /** ms, or the layout-shift score for CLS */
    value: Type.Number({ minimum: 0, maximum: 600_000 }),
  },
  { additionalProperties: false },
);

/** The version and cohort of each remote a page runs, as the shell chose them from the site's remotes.json. */
export const PageReleases = Type.Record(
  Remote,
  Type.Object({ version: Version, cohort: Cohort }, { additionalProperties: false }),
  {
    maxProperties: 40,
  },
);

/** POST /telemetry/sessions: what the page runs; the site grants a session for the releases it serves. */
export const TelemetrySessionRequest = Type.Object(
  { releases: PageReleases },
  { additionalProperties: false },
);

export const TelemetrySessionGrant = Type.Object({
  /** Signed by the API: the batches of this page name it; nothing else counts. */
  session: Type.String(),
  /** ISO time after which the session counts nothing. */
  expiresAt: Type.String(),
  /** The releases of the request that the site serves: telemetry counts for these only. */
  releases: PageReleases,
});

export const TelemetryBatch = Type.Object(
  {
    /** The session the site issued to this page (POST /telemetry/sessions); without a valid one nothing counts. */
    session: Type.Optional(Type.String({ maxLength: 4000 })),
    /** What tabs loaded before sessions were issued sent instead: accepted, counted for nothing. */
    sessionId: Type.Optional(Type.String({ maxLength: 64 })),
    items: Type.Array(Type.Union([PageViewItem, ErrorItem, VitalItem]), { minItems: 1, maxItems: 200 }),
  },
  { additionalProperties: false },
);

export type TelemetryBatch = Static<typeof TelemetryBatch>;
export type TelemetryItem = TelemetryBatch['items'][number];
export type PageReleases = Static<typeof PageReleases>;
export type TelemetrySessionGrant = Static<typeof TelemetrySessionGrant>;

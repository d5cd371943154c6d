import type { Migration } from './migration';

/**
 * Real-user telemetry, aggregated per remote, version, cohort ('stable' or 'canary') and minute of arrival.
 *
 * - `telemetry_minutes`: page views, sessions first seen, sessions whose first error came in that minute, and
 *   remote load failures.
 * - `telemetry_sessions`: one row per tab session and remote version, only so a session is counted once (and
 *   its error once); the id is random per tab, nothing personal.
 * - `telemetry_errors`: errors by fingerprint (message and top stack frame) with a count and one sample stack.
 * - `telemetry_vitals`: each vital's distribution as a histogram of logarithmic buckets (api/src/releases/
 *   vital-histogram.ts), enough for a p75 over any set of minutes.
 * Rows older than TELEMETRY_RETENTION_DAYS are deleted by the release guard.
 */
export const releaseTelemetry: Migration = {
  id: '011-release-telemetry',
  sql: `
CREATE TABLE telemetry_minutes (
  remote text NOT NULL,
  version text NOT NULL,
  cohort text NOT NULL CHECK (cohort IN ('stable', 'canary')),
  minute timestamptz NOT NULL,
  page_views integer NOT NULL DEFAULT 0,
  sessions integer NOT NULL DEFAULT 0,
  error_sessions integer NOT NULL DEFAULT 0,
  load_failures integer NOT NULL DEFAULT 0,
  PRIMARY KEY (remote, version, cohort, minute)
);
CREATE INDEX telemetry_minutes_minute_idx ON telemetry_minutes (minute);

CREATE TABLE telemetry_sessions (
  remote text NOT NULL,
  version text NOT NULL,
  cohort text NOT NULL,
  session_id text NOT NULL,
  first_minute timestamptz NOT NULL,
  error_minute timestamptz,
  PRIMARY KEY (remote, version, cohort, session_id)
);
CREATE INDEX telemetry_sessions_first_minute_idx ON telemetry_sessions (first_minute);

CREATE TABLE telemetry_errors (
  remote text NOT NULL,
  version text NOT NULL,
  cohort text NOT NULL,
  minute timestamptz NOT NULL,
  fingerprint text NOT NULL,
  message text NOT NULL,
  top_frame text NOT NULL,
  count integer NOT NULL,
  sample_stack text NOT NULL,
  PRIMARY KEY (remote, version, cohort, minute, fingerprint)
);
CREATE INDEX telemetry_errors_minute_idx ON telemetry_errors (minute);

CREATE TABLE telemetry_vitals (
  remote text NOT NULL,
  version text NOT NULL,
  cohort text NOT NULL,
  minute timestamptz NOT NULL,
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS', 'TTFB')),
  bucket smallint NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (remote, version, cohort, minute, metric, bucket)
);
CREATE INDEX telemetry_vitals_minute_idx ON telemetry_vitals (minute);
`,
};

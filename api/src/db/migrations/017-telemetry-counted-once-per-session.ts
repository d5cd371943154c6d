import type { Migration } from './migration';

/**
 * Telemetry sessions are issued by the site (POST /telemetry/sessions), and each counts at most once toward a
 * version's page views, error sessions and load failures, and with one sample of each vital: `telemetry_sessions`
 * keeps when each of these was first counted for the session, so whatever it sends later adds nothing.
 */
export const telemetryCountedOncePerSession: Migration = {
  id: '017-telemetry-counted-once-per-session',
  sql: `
ALTER TABLE telemetry_sessions ADD COLUMN view_minute timestamptz;
ALTER TABLE telemetry_sessions ADD COLUMN load_failure_minute timestamptz;
ALTER TABLE telemetry_sessions ADD COLUMN vital_metrics text[] NOT NULL DEFAULT '{}';
`,
};

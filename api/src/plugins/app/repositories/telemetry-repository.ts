/** Real-user telemetry: one batch added to the per-minute sums, and the figures the guard and Releases page read. */
import type { Database } from '../../../db/driver';
import type { CohortFigures } from '../../../releases/guard-rule';
import type { BatchGroup } from '../../../releases/telemetry-aggregate';
import { percentile, type VitalName } from '../../../releases/vital-histogram';

export type Cohort = 'stable' | 'canary';

export interface MinutePoint {
  minute: string;
  cohort: Cohort;
  version: string;
  pageViews: number;
  sessions: number;
  errorSessions: number;
  loadFailures: number;
  lcpP75: number | null;
  inpP75: number | null;
  clsP75: number | null;
  ttfbP75: number | null;
}

/** What the guard judges, and the vitals it does not judge, shown beside them on the Releases page. */
export interface ReleaseFigures extends CohortFigures {
  clsP75: number | null;
  ttfbP75: number | null;
}

export interface TopError {
  cohort: Cohort;
  version: string;
  message: string;
  topFrame: string;
  count: number;
  sampleStack: string;
}

export const minuteOf = (at: Date) => new Date(Math.floor(at.getTime() / 60_000) * 60_000);

type HistogramRow = { metric: VitalName; bucket: number; count: number };

function p75Of(rows: HistogramRow[], metric: VitalName): number | null {
  return percentile(
    metric,
    rows
      .filter((row) => row.metric === metric)
      .map((row) => [Number(row.bucket), Number(row.count)] as const),
    0.75,
  );
}

function p75s(rows: HistogramRow[]): Pick<ReleaseFigures, 'lcpP75' | 'inpP75' | 'clsP75' | 'ttfbP75'> {
  return {
    lcpP75: p75Of(rows, 'LCP'),
    inpP75: p75Of(rows, 'INP'),
    clsP75: p75Of(rows, 'CLS'),
    ttfbP75: p75Of(rows, 'TTFB'),
  };
}

export class TelemetryRepository {
  constructor(private readonly db: Database) {}

  /**
   * Adds one session's batch (already folded by aggregateBatch) to the minute of `at`, in one transaction. The
   * session counts once toward each version's sessions, page views, error sessions and load failures, and with the
   * first sample of each vital: what it already counted adds nothing (a conditional UPDATE per mark, so two
   * batches of one session at once count it once).
   */
  async record(sessionId: string, groups: BatchGroup[], at: Date = new Date()): Promise<void> {
    const minute = minuteOf(at);
    await this.db.transaction(async (tx) => {
      for (const group of groups) {
        const key = [group.remote, group.version, group.cohort, sessionId];
        const inserted = await tx.query(
          `INSERT INTO telemetry_sessions (remote, version, cohort, session_id, first_minute)
           VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING 1`,
          [...key, minute],
        );
        const firstTime = async (column: 'view_minute' | 'error_minute' | 'load_failure_minute') => {
          const marked = await tx.query(
            `UPDATE telemetry_sessions SET ${column} = $5
             WHERE remote = $1 AND version = $2 AND cohort = $3 AND session_id = $4 AND ${column} IS NULL
             RETURNING 1`,
            [...key, minute],
          );
          return marked.rows.length === 1;
        };
        const newView = group.viewed && (await firstTime('view_minute'));
        const newError = group.hadError && (await firstTime('error_minute'));
        const newLoadFailure = group.loadFailed && (await firstTime('load_failure_minute'));
        await tx.query(
          `INSERT INTO telemetry_minutes AS m
             (remote, version, cohort, minute, page_views, sessions, error_sessions, load_failures)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (remote, version, cohort, minute) DO UPDATE SET
             page_views = m.page_views + EXCLUDED.page_views,
             sessions = m.sessions + EXCLUDED.sessions,
             error_sessions = m.error_sessions + EXCLUDED.error_sessions,
             load_failures = m.load_failures + EXCLUDED.load_failures`,
          [
            group.remote,
            group.version,
            group.cohort,
            minute,
            newView ? 1 : 0,
            inserted.rows.length,
            newError ? 1 : 0,
            newLoadFailure ? 1 : 0,
          ],
        );
        for (const error of group.errors) {
          await tx.query(
            `INSERT INTO telemetry_errors AS e
               (remote, version, cohort, minute, fingerprint, message, top_frame, count, sample_stack)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             ON CONFLICT (remote, version, cohort, minute, fingerprint) DO UPDATE SET count = e.count + EXCLUDED.count`,
            [
              group.remote,
              group.version,
              group.cohort,
              minute,
              error.fingerprint,
              error.message,
              error.topFrame,
              error.count,
              error.sampleStack,
            ],
          );
        }
        for (const [metric, bucket] of group.vitals) {
          const first = await tx.query(
            `UPDATE telemetry_sessions SET vital_metrics = array_append(vital_metrics, $5::text)
             WHERE remote = $1 AND version = $2 AND cohort = $3 AND session_id = $4
               AND NOT ($5::text = ANY (vital_metrics))
             RETURNING 1`,
            [...key, metric],
          );
          if (first.rows.length === 0) continue;
          await tx.query(
            `INSERT INTO telemetry_vitals AS v (remote, version, cohort, minute, metric, bucket, count)
             VALUES ($1, $2, $3, $4, $5, $6, 1)
             ON CONFLICT (remote, version, cohort, minute, metric, bucket) DO UPDATE SET count = v.count + 1`,
            [group.remote, group.version, group.cohort, minute, metric, bucket],
          );
        }
      }
    });
  }

  /** One version's sums in one cohort since `since` (inclusive minute). */
  async figures(remote: string, version: string, cohort: Cohort, since: Date): Promise<ReleaseFigures> {
    const params = [remote, version, cohort, minuteOf(since)];
    const { rows } = await this.db.query<Record<string, number | string | null>>(
      `SELECT coalesce(sum(page_views), 0)::int AS page_views, coalesce(sum(sessions), 0)::int AS sessions,
              coalesce(sum(error_sessions), 0)::int AS error_sessions,
              coalesce(sum(load_failures), 0)::int AS load_failures
       FROM telemetry_minutes WHERE remote = $1 AND version = $2 AND cohort = $3 AND minute >= $4`,
      params,
    );
    const vitals = await this.db.query<HistogramRow>(
      `SELECT metric, bucket, sum(count)::int AS count FROM telemetry_vitals
       WHERE remote = $1 AND version = $2 AND cohort = $3 AND minute >= $4
       GROUP BY metric, bucket`,
      params,
    );
    const sums = rows[0]!;
    return {
      pageViews: Number(sums.page_views),
      sessions: Number(sums.sessions),
      errorSessions: Number(sums.error_sessions),
      loadFailures: Number(sums.load_failures),
      ...p75s(vitals.rows),
    };
  }

  /** Per minute and cohort since `since`: the Releases page's chart. */
  async series(remote: string, since: Date): Promise<MinutePoint[]> {
    const params = [remote, minuteOf(since)];
    const { rows } = await this.db.query<{
      minute: Date;
      cohort: Cohort;
      version: string;
      page_views: number;
      sessions: number;
      error_sessions: number;
      load_failures: number;
    }>(
      `SELECT minute, cohort, version, page_views, sessions, error_sessions, load_failures
       FROM telemetry_minutes WHERE remote = $1 AND minute >= $2 ORDER BY minute, cohort, version`,
      params,
    );
    const vitals = await this.db.query<HistogramRow & { minute: Date; cohort: Cohort; version: string }>(
      `SELECT minute, cohort, version, metric, bucket, count FROM telemetry_vitals
       WHERE remote = $1 AND minute >= $2`,
      params,
    );
    const keyOf = (row: { minute: Date; cohort: string; version: string }) =>
      `${new Date(row.minute).toISOString()}\n${row.cohort}\n${row.version}`;
    const histograms = new Map<string, HistogramRow[]>();
    for (const row of vitals.rows) {
      const key = keyOf(row);
      histograms.set(key, [...(histograms.get(key) ?? []), row]);
    }
    return rows.map((row) => {
      const histogram = histograms.get(keyOf(row)) ?? [];
      return {
        minute: new Date(row.minute).toISOString(),
        cohort: row.cohort,
        version: row.version,
        pageViews: Number(row.page_views),
        sessions: Number(row.sessions),
        errorSessions: Number(row.error_sessions),
        loadFailures: Number(row.load_failures),
        ...p75s(histogram),
      };
    });
  }

  /** The most frequent errors of a remote since `since`, by fingerprint, with one sample stack. */
  async topErrors(remote: string, since: Date, limit: number): Promise<TopError[]> {
    const { rows } = await this.db.query<{
      cohort: Cohort;
      version: string;
      message: string;
      top_frame: string;
      count: number;
      sample_stack: string;
    }>(
      `SELECT cohort, version, min(message) AS message, min(top_frame) AS top_frame, sum(count)::int AS count,
              max(sample_stack) AS sample_stack
       FROM telemetry_errors WHERE remote = $1 AND minute >= $2
       GROUP BY cohort, version, fingerprint ORDER BY count DESC, message LIMIT $3`,
      [remote, minuteOf(since), limit],
    );
    return rows.map((row) => ({
      cohort: row.cohort,
      version: row.version,
      message: row.message,
      topFrame: row.top_frame,
      count: Number(row.count),
      sampleStack: row.sample_stack,
    }));
  }

  /** Deletes what is older than `before`. */
  async prune(before: Date): Promise<void> {
    for (const [table, column] of [
      ['telemetry_minutes', 'minute'],
      ['telemetry_sessions', 'first_minute'],
      ['telemetry_errors', 'minute'],
      ['telemetry_vitals', 'minute'],
    ] as const) {
      await this.db.query(`DELETE FROM ${table} WHERE ${column} < $1`, [before]);
    }
  }
}

/** Every row of every table, to prove a request changed nothing (or only what it should). */
import type { Database } from '../src/db/driver';

export type Snapshot = Record<string, string[]>;

/** Work queues that background jobs drain at their own pace: a change there is not the request's doing. */
const BACKGROUND_QUEUES = new Set(['listing_match_queue']);

/**
 * The API's own bookkeeping, left out: a refused attempt still counts against its quota, a sign-in opens a
 * session, a ticket is spent when it is tried. None of it is marketplace data.
 */
const BOOKKEEPING_TABLES = new Set(['quota_hits', 'sessions', 'spent_event_tickets']);

/** The query reading every compared table at once, per database (the tables are fixed once it has migrated). */
const snapshotQueries = new WeakMap<object, string>();

async function snapshotQuery(db: Pick<Database, 'query'>): Promise<string> {
  const known = snapshotQueries.get(db);
  if (known) return known;
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const query = tables
    .map(({ table_name: table }) => table)
    .filter((table) => !BACKGROUND_QUEUES.has(table) && !BOOKKEEPING_TABLES.has(table))
    // Names from the catalog, not from input; quoted all the same.
    .map(
      (table) =>
        `SELECT '${table.replaceAll("'", "''")}' AS t, to_jsonb(r)::text AS row FROM "${table.replaceAll('"', '""')}" r`,
    )
    .join(' UNION ALL ');
  snapshotQueries.set(db, query);
  return query;
}

/**
 * Rows as JSON text (bytea as hex), each table sorted, so two snapshots compare with toEqual. One query reads
 * every table: the suites using this take two snapshots per request, and on PGlite each query has a fixed cost.
 */
export async function snapshotTables(db: Pick<Database, 'query'>): Promise<Snapshot> {
  const { rows } = await db.query<{ t: string; row: string }>(await snapshotQuery(db));
  const snapshot: Snapshot = {};
  for (const { t: table, row } of rows) {
    const tableRows = snapshot[table] ?? [];
    tableRows.push(row);
    snapshot[table] = tableRows;
  }
  for (const tableRows of Object.values(snapshot)) tableRows.sort();
  return snapshot;
}

export interface TableChange {
  added: string[];
  removed: string[];
}

/** Rows added and removed per table (a changed row shows as one removed and one added); unchanged tables left out. */
export function diffSnapshots(before: Snapshot, after: Snapshot): Record<string, TableChange> {
  const changes: Record<string, TableChange> = {};
  for (const table of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = new Set(before[table] ?? []);
    const now = new Set(after[table] ?? []);
    const added = [...now].filter((row) => !was.has(row));
    const removed = [...was].filter((row) => !now.has(row));
    if (added.length || removed.length) changes[table] = { added, removed };
  }
  return changes;
}

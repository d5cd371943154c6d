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

/** Rows as JSON strings (bytea as hex), each table sorted, so two snapshots compare with toEqual. */
export async function snapshotTables(db: Pick<Database, 'query'>): Promise<Snapshot> {
  const { rows: tables } = await db.query<{ table_name: string }>(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const snapshot: Snapshot = {};
  for (const { table_name: table } of tables) {
    if (BACKGROUND_QUEUES.has(table) || BOOKKEEPING_TABLES.has(table)) continue;
    // The name comes from the catalog, not from input; quoted as an identifier all the same.
    const { rows } = await db.query(`SELECT * FROM "${table.replaceAll('"', '""')}"`);
    snapshot[table] = rows.map((row) => JSON.stringify(row, bytesAsHex)).sort();
  }
  return snapshot;
}

function bytesAsHex(_key: string, value: unknown): unknown {
  if (value instanceof Uint8Array) return `\\x${Buffer.from(value).toString('hex')}`;
  if (value && typeof value === 'object' && (value as { type?: unknown }).type === 'Buffer') {
    return `\\x${Buffer.from((value as { data: number[] }).data).toString('hex')}`;
  }
  return value;
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

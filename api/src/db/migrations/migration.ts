/**
 * One schema change: applied once, in the order of the file names (all-migrations.ts), and recorded under its id.
 * `run`, when present, is a data step that runs after `sql` in the same transaction (a failure rolls back both).
 */
import type { Database, SqlExecutor } from '../driver';

export interface Migration {
  id: string;
  sql: string;
  run?: (tx: SqlExecutor, driver: Database['driver']) => Promise<void>;
}

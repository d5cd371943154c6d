/** Applies pending migrations in order, once, under an advisory lock so parallel instances don't race. */
import type { Database } from './driver';
import { MIGRATIONS } from './migrations/all-migrations';

const MIGRATION_LOCK_KEY = 7_274_201;

export async function runMigrations(db: Database): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK_KEY]);
    await tx.exec(
      'CREATE TABLE IF NOT EXISTS schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const { rows } = await tx.query<{ id: string }>('SELECT id FROM schema_migrations');
    const applied = new Set(rows.map((row) => row.id));
    const ran: string[] = [];
    for (const migration of MIGRATIONS) {
      if (applied.has(migration.id)) continue;
      if (migration.sql.trim()) await tx.exec(migration.sql);
      await migration.run?.(tx, db.driver);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      ran.push(migration.id);
    }
    return ran;
  });
}

/** The migrations this build knows that the database has not applied (readiness: none may be pending). */
export async function pendingMigrations(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ exists: boolean }>(
    "SELECT to_regclass('schema_migrations') IS NOT NULL AS exists",
  );
  if (!rows[0]?.exists) return MIGRATIONS.map((migration) => migration.id);
  const applied = new Set(
    (await db.query<{ id: string }>('SELECT id FROM schema_migrations')).rows.map((row) => row.id),
  );
  return MIGRATIONS.filter((migration) => !applied.has(migration.id)).map((migration) => migration.id);
}

/** `npm run migrate -w api`: applies pending migrations to the configured database and exits. */
import { loadConfig } from '../config/env';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    const applied = await runMigrations(db);
    console.log(applied.length > 0 ? `Applied: ${applied.join(', ')}` : 'Database is up to date');
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

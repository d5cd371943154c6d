/**
 * `npm run backfill-images -w api`: processes the stored pictures that predate sizes (see
 * plugins/app/image-backfill.ts) on the configured database. Idempotent and resumable; run it after `migrate`.
 * With PGlite the API server must be stopped (one process per folder).
 */
import { loadConfig } from '../config/env';
import { FolderInUseError } from '../db/folder-lock';
import { runMigrations } from '../db/migrate';
import { openDatabase } from '../db/open-database';
import { backfillImages } from '../plugins/app/image-backfill';
import { ImagesRepository } from '../plugins/app/repositories/images-repository';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config.database);
  try {
    await runMigrations(db);
    const report = await backfillImages(new ImagesRepository(db), (id, done) => {
      console.log(`${id} (${done} processed)`);
    });
    console.log(
      `Processed ${report.processed} picture(s); every other stored picture already had its sizes.`,
    );
    for (const { id, reason } of report.unreadable) console.log(`Left as it is: ${id}: ${reason}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof FolderInUseError ? error.message : error);
  process.exit(1);
});

import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { runMigrations } from './migrate';
import { MIGRATIONS } from './migrations/all-migrations';
import { openPglite } from './pglite';

describe('PGlite driver', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pglite-test-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('persists in its data folder, migrates once, and locks the folder against other processes', async () => {
    const dataDir = path.join(dir, 'pglite');
    const db = await openPglite(dataDir);
    expect(await runMigrations(db)).toEqual(MIGRATIONS.map((migration) => migration.id));
    await db.query("INSERT INTO users (email, name, role) VALUES ('kept@test.example', 'Kept', 'buyer')");
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    await db.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);

    // Another live process holding the folder: refuse rather than corrupt it.
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    await expect(openPglite(dataDir)).rejects.toThrow(/in use by process/);
    rmSync(`${dataDir}.lock`);

    const reopened = await openPglite(dataDir);
    try {
      expect(await runMigrations(reopened)).toEqual([]);
      const { rows } = await reopened.query<{ name: string }>('SELECT name FROM users');
      expect(rows).toEqual([{ name: 'Kept' }]);
    } finally {
      await reopened.close();
    }
  }, 90_000); // three opens of an on-disk PGlite: slow on a busy 2-core machine

  it('rolls a failed transaction back', async () => {
    const db = await openPglite('memory://');
    try {
      await runMigrations(db);
      await expect(
        db.transaction(async (tx) => {
          await tx.query(
            "INSERT INTO users (email, name, role) VALUES ('gone@test.example', 'Gone', 'buyer')",
          );
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      const { rows } = await db.query('SELECT 1 FROM users');
      expect(rows).toHaveLength(0);
    } finally {
      await db.close();
    }
  });

  it('starts an in-memory database from a dump of a fresh folder, which every migration then runs on', async () => {
    const dump = path.join(dir, 'fresh.tar');
    const source = await PGlite.create();
    writeFileSync(dump, Buffer.from(await (await source.dumpDataDir('none')).arrayBuffer()));
    await source.close();

    const db = await openPglite('memory://', dump);
    try {
      expect(await runMigrations(db)).toEqual(MIGRATIONS.map((migration) => migration.id));
      await db.query(
        "INSERT INTO users (email, name, role) VALUES ('dumped@test.example', 'Dumped', 'buyer')",
      );
      const { rows } = await db.query<{ name: string }>('SELECT name FROM users');
      expect(rows).toEqual([{ name: 'Dumped' }]);
    } finally {
      await db.close();
    }
  }, 90_000);
});

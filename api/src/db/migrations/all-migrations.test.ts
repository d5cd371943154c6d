import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MIGRATIONS, migrationsIn } from './all-migrations';

describe('the migrations of a folder', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  const write = (file: string, exports: string) => writeFileSync(path.join(folder, file), exports);

  it('are the NNN-name files, in the order of their names, and nothing else of the folder', () => {
    write('002-second.js', "exports.second = { id: '002-second', sql: 'SELECT 2' };");
    write('001-first.js', "exports.first = { id: '001-first', sql: 'SELECT 1' };");
    write('migration.js', "exports.notOne = { id: 'migration', sql: '' };");
    write('001-first.test.js', '');
    write('001-first.d.js.map', '');
    expect(migrationsIn(folder)).toEqual([
      { id: '001-first', sql: 'SELECT 1' },
      { id: '002-second', sql: 'SELECT 2' },
    ]);
  });

  it('refuse a file whose migration has another id than its name, or that exports none or two', () => {
    write('001-first.js', "exports.first = { id: '001-frist', sql: 'SELECT 1' };");
    expect(() => migrationsIn(folder)).toThrow(
      "001-first.js exports the migration '001-frist', not '001-first'",
    );
    rmSync(path.join(folder, '001-first.js'));
    write('001-none.js', 'exports.helper = 1;');
    expect(() => migrationsIn(folder)).toThrow('001-none.js must export one migration, it exports 0');
    rmSync(path.join(folder, '001-none.js'));
    write('001-two.js', "exports.a = { id: '001-two', sql: '' }; exports.b = { id: '001-two', sql: '' };");
    expect(() => migrationsIn(folder)).toThrow('001-two.js must export one migration, it exports 2');
  });

  it('of this API start with the initial schema and keep their shipped ids', () => {
    expect(MIGRATIONS[0]!.id).toBe('001-initial-schema');
    expect(MIGRATIONS.map((migration) => migration.id)).toContain('012-image-sizes');
    expect(new Set(MIGRATIONS.map((migration) => migration.id)).size).toBe(MIGRATIONS.length);
  });
});

/**
 * Every migration: each `NNN-name` file of this folder, in the order of its name, its id being that name.
 * Add a file with the next number; never edit one that has shipped.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Migration } from './migration';

const MIGRATION_FILE = /^(\d{3}-[a-z0-9-]+)\.(js|ts)$/;

function isMigration(value: unknown): value is Migration {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Migration).id === 'string' &&
    typeof (value as Migration).sql === 'string'
  );
}

/** The one migration a file exports, checked against its name. */
function migrationIn(folder: string, file: string, id: string): Migration {
  const exported = Object.values(require(path.join(folder, file)) as object).filter(isMigration);
  if (exported.length !== 1)
    throw new Error(`${file} must export one migration, it exports ${exported.length}`);
  if (exported[0]!.id !== id)
    throw new Error(`${file} exports the migration '${exported[0]!.id}', not '${id}'`);
  return exported[0]!;
}

/** The migrations of a folder, in the order of their names. */
export function migrationsIn(folder: string): Migration[] {
  return readdirSync(folder)
    .map((file) => MIGRATION_FILE.exec(file))
    .filter((match) => match !== null)
    .sort((a, b) => a[1]!.localeCompare(b[1]!))
    .map(([file, id]) => migrationIn(folder, file, id!));
}

export const MIGRATIONS: readonly Migration[] = migrationsIn(__dirname);

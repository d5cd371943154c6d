import type { DatabaseConfig } from '../config/env';
import type { Database } from './driver';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export function openDatabase(
  config: DatabaseConfig,
  onIdleError?: (error: Error) => void,
): Promise<Database> {
  return config.driver === 'postgres'
    ? openPostgres({ url: config.url, schema: config.schema, poolSize: config.poolSize, onIdleError })
    : openPglite(config.dataDir, config.initialDump);
}

import type { AppConfig } from '../src/config/env';

/** A migrated data folder's dump (test/global-setup.js): each in-memory database starts from it, not from initdb. */
export const PGLITE_DATABASE: AppConfig['database'] = {
  driver: 'pglite',
  dataDir: 'memory://',
  initialDump: process.env.API_TESTS_PGLITE_DUMP,
};

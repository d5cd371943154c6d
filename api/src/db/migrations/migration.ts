/** One schema change: applied once, in the order of the file names (all-migrations.ts), and recorded under its id. */
export interface Migration {
  id: string;
  sql: string;
}

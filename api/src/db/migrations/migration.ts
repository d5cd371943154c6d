/** One schema change: applied once, in the order of `MIGRATIONS`, and recorded under its id. */
export interface Migration {
  id: string;
  sql: string;
}

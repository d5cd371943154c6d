/**
 * With DATABASE_URL set, the API's suite runs every test file twice: on PGlite, then on PostgreSQL (a second
 * Jest project). A PostgreSQL pass that silently ran nothing would leave CI green with half the proof gone, so
 * the runner counts, from the API's Jest results, the files that ran on one database only.
 */

/** Test files of a Jest --json result that ran fewer times than there are databases. */
function filesOnOneDatabase(results, databases = 2) {
  const runs = new Map();
  for (const suite of results.testResults) runs.set(suite.name, (runs.get(suite.name) ?? 0) + 1);
  return [...runs].filter(([, count]) => count < databases).map(([name]) => name);
}

module.exports = { filesOnOneDatabase };

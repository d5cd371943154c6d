/**
 * Where the local site's Auth Emulator keeps its accounts between runs. The emulator starts empty unless it imports
 * them, while the API's database keeps its users: a user row is bound to its Firebase account's uid, so an account
 * made again after a restart (a new uid) would be a stranger to that row and get none of its role. The accounts go
 * beside the database they belong to, in the API's data folder (not in git): resetting that folder resets both.
 */
const path = require('node:path');
const { ROOT } = require('./site-config');

const API_DIR = path.join(ROOT, 'api');

/**
 * The accounts folder of the API data folder `dataDir` (the API's DATA_DIR: resolved as the API resolves it, from
 * its package folder, where `npm run serve -w api` runs; default api/.data).
 * @param {string | undefined} dataDir
 */
function accountsDirOf(dataDir) {
  return path.join(dataDir ? path.resolve(API_DIR, dataDir) : path.join(API_DIR, '.data'), 'auth-emulator');
}

/**
 * The emulator's arguments that load the accounts at start and write them back when it stops cleanly (SIGINT,
 * SIGTERM, SIGHUP: it exports before it exits; SIGKILL loses what changed since the start). firebase accepts a
 * folder that does not exist yet when both name the same one.
 */
function keptAccountsArgs(accountsDir) {
  return ['--import', accountsDir, '--export-on-exit', accountsDir];
}

module.exports = { accountsDirOf, keptAccountsArgs };

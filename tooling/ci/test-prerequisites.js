/**
 * What `npm test` needs from the machine besides Node: Debian's Chromium (every browser journey), nginx, PostgreSQL
 * and Redis (the API's second database pass and event channel, and the cluster journeys). Checked before anything
 * runs, so a missing one is named at once instead of failing a suite minutes later.
 */
const { existsSync } = require('node:fs');
const { DEFAULT_DATABASE_URL, missingPrerequisites } = require('../cluster/prerequisites');

const CHROMIUM = '/usr/bin/chromium';
const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** Every missing prerequisite, each with where to get it; empty when the machine has all. */
async function missingTestPrerequisites({
  databaseUrl = DEFAULT_DATABASE_URL,
  redisUrl = DEFAULT_REDIS_URL,
  chromium = CHROMIUM,
} = {}) {
  const problems = existsSync(chromium)
    ? []
    : [`Chromium is missing at ${chromium} (sudo apt-get update && sudo apt-get install -y chromium).`];
  return [...problems, ...(await missingPrerequisites({ databaseUrl, redisUrl }))];
}

module.exports = { missingTestPrerequisites, CHROMIUM };

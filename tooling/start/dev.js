#!/usr/bin/env node
/**
 * `npm run dev`: every part of the site map with its dev server (the API rebuilt and restarted on change, each
 * front end under webpack's dev server), side by side in one terminal; one part failing stops the others.
 */
const { concurrently } = require('concurrently');
const { ROOT, loadSite } = require('../site/site-config');
const { developedParts } = require('./site-parts');

const { result } = concurrently(developedParts(loadSite()), {
  cwd: ROOT,
  killOthersOn: ['failure'],
  prefixColors: 'auto',
});
result.then(
  () => process.exit(0),
  () => process.exit(1),
);

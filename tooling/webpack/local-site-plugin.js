const { localRuntimeDefaults } = require('../site/site-config');

/**
 * The local site's remotes.json, from the site map, as `__LOCAL_RUNTIME_CONFIG__` (declared in shared's
 * types/runtime-config.ts): the front ends' defaults when they read none, so no copy of a port is committed.
 */
function localSitePlugin(site) {
  const { DefinePlugin } = require('webpack');
  return new DefinePlugin({ __LOCAL_RUNTIME_CONFIG__: JSON.stringify(localRuntimeDefaults(site)) });
}

module.exports = { localSitePlugin };

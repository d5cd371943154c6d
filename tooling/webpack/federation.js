/**
 * The federation contract: which libraries are shared as singletons between the shell and every remote.
 * Each front end's webpack config takes this list, so the browser downloads one copy of each.
 */
function versionOf(name) {
  return require(`${name}/package.json`).version;
}

function singleton(name) {
  return { singleton: true, requiredVersion: `^${versionOf(name)}`, version: versionOf(name) };
}

/** Subpaths of @marketplace/shared, shared one by one since the package has no root entry. */
const SHARED_PACKAGE_SUBPATHS = ['event-bus', 'use-auth-state', 'api-client', 'constants'];

/**
 * react-router is not shared on its own: every front end imports react-router-dom, which carries it. Shared
 * separately, the `export * from 'react-router'` inside each remote's react-router-dom went through a
 * shared-module proxy, and a rebuild from webpack's persistent cache dropped that re-export: the remote's
 * react-router-dom had no BrowserRouter (a blank standalone page, React error #130).
 *
 * @param {Record<string, object | false>} [overrides] per front end: another `import` for a share key, or
 *   false to bundle a library instead of sharing it (the shell's react-router-dom share, see its config)
 */
function sharedSingletons(overrides = {}) {
  const sharedVersion = require('@marketplace/shared/package.json').version;
  const shared = {
    react: singleton('react'),
    'react/': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    'styled-components': singleton('styled-components'),
    zustand: singleton('zustand'),
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    'react-toastify': singleton('react-toastify'),
    'firebase/app': singleton('firebase'),
    'firebase/auth': singleton('firebase'),
  };
  for (const subpath of SHARED_PACKAGE_SUBPATHS) {
    shared[`@marketplace/shared/${subpath}`] = {
      singleton: true,
      requiredVersion: `^${sharedVersion.split('.')[0]}.0.0`,
      version: sharedVersion,
    };
  }
  for (const [key, override] of Object.entries(overrides)) {
    if (override === false) delete shared[key];
    else shared[key] = { ...shared[key], ...override };
  }
  return shared;
}

module.exports = { sharedSingletons };

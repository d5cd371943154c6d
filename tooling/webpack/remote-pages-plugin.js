const path = require('node:path');
const { pageModulesSource } = require('../site/remote-pages');

/**
 * The remote's dev host imports `virtual:remote-pages` (its route list and one lazy import per page), built
 * from pages.json at each build, so no page map is written into the sources.
 */
function remotePagesModulePlugin(webpack, dir, name, pages) {
  const source = pageModulesSource(name, pages);
  return new webpack.experiments.schemes.VirtualUrlPlugin({
    'remote-pages': {
      type: '.js',
      context: path.join(dir, 'src'),
      source: () => source,
      version: () => source,
    },
  });
}

module.exports = { remotePagesModulePlugin };

const { shellOrigin } = require('../site/site-config');

/** `webpack serve` for a front end: its port from the site map, every path answered with its index.html. */
function devServerOptions(port, site) {
  return {
    port,
    historyApiFallback: true,
    hot: true,
    // A remote's dev server answers the shell's page, as its static server does.
    headers: { 'Access-Control-Allow-Origin': shellOrigin(site) },
    static: false,
  };
}

module.exports = { devServerOptions };

const { createWebpackConfig } = require('@marketplace/tooling/webpack');

// Port: the 'messages' entry of site.config.json. Exposed pages, route list and dev host pages: ./pages.json.
module.exports = createWebpackConfig({ dir: __dirname, name: 'messages' });

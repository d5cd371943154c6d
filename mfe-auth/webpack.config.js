const { createWebpackConfig } = require('@marketplace/tooling/webpack');

// Port, exposed pages and route list: the 'auth' entry of site.config.json.
module.exports = createWebpackConfig({ dir: __dirname, name: 'auth' });

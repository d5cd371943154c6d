const { createWebpackConfig } = require('@marketplace/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'admin',
  port: 3004,
  exposes: {
    './AllBuyersPage': './src/features/buyers/AllBuyersPage.tsx',
    './AllSellersPage': './src/features/sellers/AllSellersPage.tsx',
    './ReportedItemsPage': './src/features/reports/ReportedItemsPage.tsx',
  },
});

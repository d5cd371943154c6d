const { createWebpackConfig } = require('@marketplace/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'catalog',
  port: 3001,
  exposes: {
    './HomePage': './src/features/home/HomePage.tsx',
    './BlogPage': './src/features/blog/BlogPage.tsx',
    './CategoryProductsPage': './src/features/products/CategoryProductsPage.tsx',
    './MyOrdersPage': './src/features/orders/MyOrdersPage.tsx',
    './ProductPage': './src/features/products/item/ProductPage.tsx',
    './SearchPage': './src/features/products/search/SearchPage.tsx',
  },
});

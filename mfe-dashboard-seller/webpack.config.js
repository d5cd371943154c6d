const { createWebpackConfig } = require('@marketplace/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'seller',
  port: 3003,
  exposes: {
    './AddProductPage': './src/features/product-form/AddProductPage.tsx',
    './EditProductPage': './src/features/product-form/EditProductPage.tsx',
    './MyProductsPage': './src/features/my-products/MyProductsPage.tsx',
  },
});

const { createWebpackConfig } = require('@marketplace/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'seller',
  port: 3003,
  exposes: {
    './AddProductPage': './src/features/add-product/AddProductPage.tsx',
    './MyProductsPage': './src/features/my-products/MyProductsPage.tsx',
    './BookingRequestsPage': './src/features/booking-requests/BookingRequestsPage.tsx',
  },
});

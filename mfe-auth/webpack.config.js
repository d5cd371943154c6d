const { createWebpackConfig } = require('@marketplace/shared/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'auth',
  port: 3002,
  exposes: {
    './LoginPage': './src/features/login/LoginPage.tsx',
    './SignUpPage': './src/features/signup/SignUpPage.tsx',
  },
});

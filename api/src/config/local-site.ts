/**
 * Generated from site.config.json (`npm run site:generate`): do not edit.
 * The local site, for the API's defaults.
 */
export const LOCAL_API_PORT = 4000;
export const LOCAL_API_URL = 'http://localhost:4000';
/** The front ends of the local site, the API's allowed origins by default. */
export const LOCAL_FRONT_END_ORIGINS = [
  'http://localhost:3000',
  'http://127.0.0.1:3000',
  'http://localhost:3001',
  'http://127.0.0.1:3001',
  'http://localhost:3002',
  'http://127.0.0.1:3002',
  'http://localhost:3003',
  'http://127.0.0.1:3003',
  'http://localhost:3004',
  'http://127.0.0.1:3004',
  'http://localhost:3005',
  'http://127.0.0.1:3005',
];

/**
 * Generated from site.config.json (`npm run site:generate`): do not edit.
 * What the local remotes.json says: the shell's fallback when it cannot read one.
 */
import type { RemotesConfig } from '@marketplace/shared/types';

export const LOCAL_RUNTIME_CONFIG: RemotesConfig = {
  remotes: {
    catalog: { entry: 'http://localhost:3001/mf-manifest.json' },
    auth: { entry: 'http://localhost:3002/mf-manifest.json' },
    seller: { entry: 'http://localhost:3003/mf-manifest.json' },
    admin: { entry: 'http://localhost:3004/mf-manifest.json' },
    messages: { entry: 'http://localhost:3005/mf-manifest.json' },
  },
  apiUrl: 'http://localhost:4000',
  imageUploadUrl: 'http://localhost:4000/images',
  imageUploadKey: 'dev-image-key',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-furniture.firebaseapp.com',
    projectId: 'demo-furniture',
    authEmulatorHost: '127.0.0.1:9099',
  },
};

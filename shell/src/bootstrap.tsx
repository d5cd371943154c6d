import { provideAuthActions, provideRuntimeSettings } from '@marketplace/shared/event-bus';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import {
  currentSession,
  refreshAccessToken,
  refreshSession,
  signOutAndGoToLogin,
  startAuth,
} from './auth/auth-service';
import { registerRemoteEntries } from './federation/remote-loader';
import { useRouteRegistry } from './federation/route-registry';
import { loadRuntimeConfig } from './federation/runtime-config';
import { GlobalStyle } from './ui/GlobalStyle';

async function start() {
  const config = await loadRuntimeConfig();
  provideRuntimeSettings(config);
  provideAuthActions({ refreshAccessToken, signOut: signOutAndGoToLogin, refreshSession, currentSession });
  registerRemoteEntries(config);
  startAuth(config);
  await useRouteRegistry.getState().refresh(config);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <GlobalStyle />
      <App config={config} />
    </StrictMode>,
  );
}

start();

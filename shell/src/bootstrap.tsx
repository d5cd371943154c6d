import { provideAuthActions, provideRuntimeSettings } from '@marketplace/shared/event-bus';
import type { RemotesConfig } from '@marketplace/shared/types';
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
import { preloadRouteAt } from './federation/preload-route';
import { RemoteOverrideBadge } from './federation/RemoteOverrideBadge';
import { registerRemoteEntries } from './federation/remote-loader';
import {
  applyRemoteOverrides,
  clearRemoteOverride,
  overridesAllowed,
  type RemoteOverrides,
  takeOverridesFromUrl,
} from './federation/remote-overrides';
import { useRouteRegistry } from './federation/route-registry';
import { loadRuntimeConfig } from './federation/runtime-config';
import { GlobalStyle } from './ui/GlobalStyle';

/** Applies this browser's remote overrides before any remote is registered (see remote-overrides.ts). */
function withOverrides(config: RemotesConfig): { config: RemotesConfig; overrides: RemoteOverrides } {
  if (!overridesAllowed(config)) return { config, overrides: {} };
  const cleaned = takeOverridesFromUrl(new URL(window.location.href), config, window.localStorage);
  if (cleaned) window.history.replaceState(window.history.state, '', cleaned.href);
  return applyRemoteOverrides(config, window.localStorage);
}

function clearOverride(remote: string): void {
  clearRemoteOverride(remote, window.localStorage);
  window.location.reload();
}

async function start() {
  const { config, overrides } = withOverrides(await loadRuntimeConfig());
  provideRuntimeSettings(config);
  provideAuthActions({ refreshAccessToken, signOut: signOutAndGoToLogin, refreshSession, currentSession });
  registerRemoteEntries(config);
  startAuth(config);
  await useRouteRegistry.getState().refresh(config);
  preloadRouteAt(window.location.pathname, useRouteRegistry.getState().lists, config);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <GlobalStyle />
      <App config={config} />
      <RemoteOverrideBadge overrides={overrides} onClear={clearOverride} />
    </StrictMode>,
  );
}

start();

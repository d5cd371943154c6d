import { provideAuthActions, provideRuntimeSettings } from '@marketplace/shared/event-bus';
import { GlobalStyle } from '@marketplace/ui/global-style';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import {
  currentSession,
  refreshAccessToken,
  refreshSession,
  signOutAndGoToLogin,
  startAuth,
} from './auth/auth-service';
import { startEarly } from './federation/early-start';
import { routeAt } from './federation/preload-route';
import { RemoteOverrideBadge } from './federation/RemoteOverrideBadge';
import { loadRemotePage, registerRemoteEntries } from './federation/remote-loader';
import { clearRemoteOverride } from './federation/remote-overrides';
import { useRouteRegistry } from './federation/route-registry';

function clearOverride(remote: string): void {
  clearRemoteOverride(remote, window.localStorage);
  window.location.reload();
}

async function start() {
  const { config, overrides, lists } = await startEarly();
  provideRuntimeSettings(config);
  provideAuthActions({ refreshAccessToken, signOut: signOutAndGoToLogin, refreshSession, currentSession });
  registerRemoteEntries(config);
  startAuth(config);
  useRouteRegistry.setState({ lists });
  // The first page's module starts loading now, not when React reaches it; the page joins this load, and a
  // failure shows there, with Retry.
  const firstPage = routeAt(window.location.pathname, lists);
  if (firstPage) loadRemotePage(firstPage.remote, firstPage.route.module).catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const reactRoot = createRoot(root);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread in one long task (total blocking time); it commits what it has all the same.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <GlobalStyle />
        <App config={config} />
        <RemoteOverrideBadge overrides={overrides} onClear={clearOverride} />
      </StrictMode>,
    );
  });
}

start();

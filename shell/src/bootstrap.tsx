import { provideAuthActions, provideRuntimeSettings } from '@marketplace/shared/event-bus';
import { GlobalStyle } from '@marketplace/ui/global-style';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { App } from './app/App';
import {
  currentSession,
  refreshAccessToken,
  refreshSession,
  signOutAndGoToLogin,
  startAuth,
} from './auth/auth-service';
import type { EarlyStart } from './early';
import { EmailVerificationGate } from './email-verification/EmailVerificationGate';
import { routeAt } from './federation/first-page-preloads';
import { RemoteOverrideBadge } from './federation/RemoteOverrideBadge';
import { loadRemotePage, registerRemoteEntries } from './federation/remote-loader';
import { clearRemoteOverride, forgetLastingOverrides } from './federation/remote-overrides';
import { useRouteRegistry } from './federation/route-registry';
import { handOverFirstScreen } from './layout/first-screen';
import { startTelemetry } from './telemetry/start-telemetry';

function clearOverride(remote: string): void {
  clearRemoteOverride(remote, window.sessionStorage);
  window.location.reload();
}

/** Step 5 of the start-up (see index.ts): the app starts on what early.js fetched. */
export async function startApp(earlyStart: Promise<EarlyStart>): Promise<void> {
  const early = await earlyStart;
  const { config, overrides, lists } = early;
  startTelemetry(early);
  forgetLastingOverrides(window.localStorage);
  provideRuntimeSettings(config);
  provideAuthActions({ refreshAccessToken, signOut: signOutAndGoToLogin, refreshSession, currentSession });
  registerRemoteEntries(config);
  startAuth(config);
  useRouteRegistry.setState({ lists });
  // The first page's module starts loading now, not when React reaches it; the page joins this load, and a
  // failure shows there, with Retry.
  const firstPage = routeAt(window.location.pathname, lists, (pattern, path) => !!matchPath(pattern, path));
  if (firstPage) loadRemotePage(firstPage.remote, firstPage.route.module).catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  const reactRoot = createRoot(root);
  handOverFirstScreen(root);
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main
  // thread in one long task (total blocking time); it commits what it has all the same.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <GlobalStyle />
        <App config={config} />
        <EmailVerificationGate />
        <RemoteOverrideBadge overrides={overrides} onClear={clearOverride} />
      </StrictMode>,
    );
  });
}

/**
 * The error screen of a layout and everything under it: a page that crashes while rendering is replaced by
 * RouteErrorScreen (spec: 'Something went wrong !!!' with Sign Out). Going to another address clears it,
 * so the visitor can leave the broken page by the navbar or the back button.
 */
import { ErrorBoundary } from '@marketplace/ui/error-boundary';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { captureForTelemetry } from '../telemetry/telemetry-queue';
import { RouteErrorScreen } from './RouteErrorScreen';

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      resetKeys={[pathname]}
      // A remote page's crash was reported by its RemoteBoundary already; this one reports the shell's own.
      onError={(error) => captureForTelemetry({ kind: 'error', source: 'boundary', error })}
      fallbackRender={({ error }) => <RouteErrorScreen error={error} />}
    >
      {children}
    </ErrorBoundary>
  );
}

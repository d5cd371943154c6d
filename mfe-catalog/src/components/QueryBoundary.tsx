/**
 * Suspense + error boundary for suspense queries: shows a loading line while the data comes and
 * ErrorState when it failed; Retry resets the failed queries (QueryErrorResetBoundary) and renders again.
 */
import { ErrorState } from '@marketplace/ui/data-state';
import { ErrorBoundary } from '@marketplace/ui/error-boundary';
import { Spinner } from '@marketplace/ui/spinner';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { type ReactNode, Suspense } from 'react';

interface Props {
  children: ReactNode;
  /** Shown when the data could not be loaded, before the server's message. */
  errorTitle: string;
  loadingLabel?: string;
}

export function QueryBoundary({ children, errorTitle, loadingLabel }: Props) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={({ error, resetErrorBoundary }) => (
            <ErrorState title={errorTitle} error={error} onRetry={resetErrorBoundary} />
          )}
        >
          <Suspense fallback={<Spinner layout="line" label={loadingLabel} />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

/**
 * Suspense + error boundary for suspense queries: shows LoadingState while the data comes and
 * ErrorState when it failed; Retry resets the failed queries (QueryErrorResetBoundary) and renders again.
 */
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Component, type ReactNode, Suspense } from 'react';
import { ErrorState, LoadingState } from './DataState';

interface BoundaryProps {
  children: ReactNode;
  onReset: () => void;
  errorTitle: string;
}

interface BoundaryState {
  error: unknown;
  failed: boolean;
}

class ErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error, failed: true };
  }

  private retry = () => {
    this.props.onReset();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.failed) {
      return <ErrorState title={this.props.errorTitle} error={this.state.error} onRetry={this.retry} />;
    }
    return this.props.children;
  }
}

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
        <ErrorBoundary onReset={reset} errorTitle={errorTitle}>
          <Suspense fallback={<LoadingState label={loadingLabel} />}>{children}</Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { captureForTelemetry } from '../telemetry/telemetry-queue';
import { RemoteFallback } from './RemoteFallback';
import { RemoteUnavailableError } from './remote-error-plugin';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * The remote's code could not be fetched or started: its entry, manifest or exposed module (the loader
 * turns every such failure into RemoteUnavailableError), or a chunk a loaded page fetches later.
 */
export function isRemoteLoadFailure(error: unknown): boolean {
  return (
    error instanceof RemoteUnavailableError ||
    (error instanceof Error && (error.name === 'RemoteUnavailableError' || error.name === 'ChunkLoadError'))
  );
}

/**
 * Keeps the rest of the site alive when a remote cannot load: its page shows the fallback with Retry.
 * A page that loaded and then crashes while rendering is a bug, not an outage: Retry would not help, so
 * the error goes on to the route's error screen (spec: 'Something went wrong !!!' with Sign Out).
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    if (!isRemoteLoadFailure(error)) return;
    captureForTelemetry({ kind: 'error', source: 'load', remote: this.props.remote, error });
    console.error(`Remote "${this.props.remote}" failed:`, error, info.componentStack);
  }

  override render() {
    const { error } = this.state;
    if (error && !isRemoteLoadFailure(error)) {
      // Reported here, as this remote's crash: a boundary that throws on never commits, so componentDidCatch
      // runs only for the load failures it shows. The queue reports one error once, however often this runs.
      captureForTelemetry({ kind: 'error', source: 'boundary', remote: this.props.remote, error });
      throw error;
    }
    if (error) return <RemoteFallback onRetry={this.props.onRetry} detail={error.message} />;
    return this.props.children;
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFallback } from './RemoteFallback';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a remote that fails to load or crashes while rendering, and keeps the rest of the site alive. */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Remote "${this.props.remote}" failed:`, error, info.componentStack);
  }

  override render() {
    if (this.state.error)
      return <RemoteFallback onRetry={this.props.onRetry} detail={this.state.error.message} />;
    return this.props.children;
  }
}

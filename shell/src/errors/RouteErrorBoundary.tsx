/**
 * The error screen of a layout and everything under it: a page that crashes while rendering is replaced by
 * RouteErrorScreen (spec: 'Something went wrong !!!' with Sign Out). Going to another address clears it,
 * so the visitor can leave the broken page by the navbar or the back button.
 */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { RouteErrorScreen } from './RouteErrorScreen';

interface BoundaryProps {
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  error: unknown;
}

class PathErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.pathname !== this.props.pathname)
      this.setState({ failed: false, error: null });
  }

  override render() {
    return this.state.failed ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}

export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return <PathErrorBoundary pathname={pathname}>{children}</PathErrorBoundary>;
}

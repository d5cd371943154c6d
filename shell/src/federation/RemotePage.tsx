import { Spinner } from '@marketplace/ui/spinner';
import { startTransition, useEffect, useState } from 'react';
import { RemoteBoundary } from './RemoteBoundary';
import { loadedRemotePage, loadRemotePage, type PageModule } from './remote-loader';

interface Props {
  remote: string;
  module: string;
}

/**
 * Renders one page exposed by a remote. Each Retry remounts the boundary and the page (keyed by the attempt),
 * so a remote that comes back loads without a page reload. The root names the remote (`data-remote`), so
 * telemetry can tell which remote owns an element; `display: contents` keeps it out of the layout.
 */
export function RemotePage({ remote, module }: Props) {
  const [attempt, setAttempt] = useState(0);
  return (
    <div data-remote={remote} style={{ display: 'contents' }}>
      <RemoteBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
        <RemotePageContent remote={remote} module={module} />
      </RemoteBoundary>
    </div>
  );
}

type LoadState = { page: PageModule } | { error: unknown } | null;

/**
 * Waits for the page module in state rather than with React.lazy and Suspense: React holds back the content
 * of a Suspense boundary that has just shown its fallback for up to 300 ms (against flicker), which delayed
 * every remote page, the home page's hero included, by that much.
 */
function RemotePageContent({ remote, module }: Props) {
  const [state, setState] = useState<LoadState>(() => {
    const page = loadedRemotePage(remote, module);
    return page ? { page } : null;
  });
  useEffect(() => {
    if (state) return;
    let current = true;
    loadRemotePage(remote, module).then(
      // A transition: React renders the page in slices, yielding to the browser, not in one long task.
      (page) => current && startTransition(() => setState({ page })),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [remote, module, state]);
  if (!state) return <Spinner />;
  // Thrown to RemoteBoundary: Retry for a remote that cannot load, the route's error screen otherwise.
  if ('error' in state) throw state.error;
  const Page = state.page.default;
  return <Page />;
}

import { lazy, Suspense, useMemo, useState } from 'react';
import { Spinner } from '../ui/Spinner';
import { RemoteBoundary } from './RemoteBoundary';
import { loadRemotePage } from './remote-loader';

interface Props {
  remote: string;
  module: string;
}

/**
 * Renders one page exposed by a remote. Each Retry makes a new lazy component (React caches a rejected
 * lazy) and a new boundary (keyed by the attempt), so a remote that comes back loads without a page reload.
 */
export function RemotePage({ remote, module }: Props) {
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: attempt is the reason to make a new lazy component
  const Page = useMemo(() => lazy(() => loadRemotePage(remote, module)), [remote, module, attempt]);
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    </RemoteBoundary>
  );
}

import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { captureForTelemetry } from './telemetry-queue';

/** Captures a page view of `remote`'s page at each address it shows (its route pattern, never the query). */
export function PageViewCapture({ remote, route }: { remote: string; route: string }) {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new address under the same pattern (another product) is another page view
  useEffect(() => {
    captureForTelemetry({ kind: 'page-view', remote, route });
  }, [remote, route, pathname]);
  return null;
}

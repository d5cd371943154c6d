/** When queued telemetry goes out: as the page is hidden or left, and every 30 s while it is open. */
export const FLUSH_INTERVAL_MS = 30_000;

export function scheduleFlushes(flush: () => void, target: Window = window): () => void {
  const onHidden = () => {
    if (target.document.visibilityState === 'hidden') flush();
  };
  target.document.addEventListener('visibilitychange', onHidden);
  target.addEventListener('pagehide', flush);
  const timer = target.setInterval(flush, FLUSH_INTERVAL_MS);
  return () => {
    target.document.removeEventListener('visibilitychange', onHidden);
    target.removeEventListener('pagehide', flush);
    target.clearInterval(timer);
  };
}

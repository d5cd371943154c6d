/**
 * A remote's scripts come from another origin under `npm start` (another port). A script fetched without CORS
 * hides what it throws: the page's `error` event says only "Script error.", with no stack, so telemetry cannot
 * tell which remote threw. Each script of another origin is therefore fetched with `crossorigin="anonymous"`:
 * the remote entry (cross-origin-script-plugin.ts), the chunks (webpack's `output.crossOriginLoading`) and the
 * preloads of both (first-page-preloads.ts), which must ask the same way or the browser downloads twice. The
 * remotes' servers answer CORS to the shell's origin (tooling/site/static-headers.js). A script of the page's
 * own origin (the cluster serves each remote under a path of the shell's origin) is left as it is, as
 * webpack's chunk loader does.
 */
export function crossOriginOf(url: string, pageUrl: string = window.location.href): 'anonymous' | null {
  return new URL(url, pageUrl).origin === new URL(pageUrl).origin ? null : 'anonymous';
}

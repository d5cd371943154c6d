/**
 * The telemetry session the site issues this page (the API's POST /telemetry/sessions): the page names the version
 * and cohort of each remote it runs, the API keeps those its remotes.json serves and signs them. The page's
 * batches carry the session; telemetry of anything the grant leaves out would count for nothing, so the page does
 * not report it. No session (the API down, or the address over its hourly number): the page reports nothing.
 */
import type { TelemetrySessionGrant } from '@marketplace/shared/schemas/telemetry';
import type { RemoteReleases } from '../federation/cohort';
import { ownerOf, SHELL } from './attribution';

export async function requestTelemetrySession(
  apiUrl: string,
  releases: RemoteReleases,
  fetchSession: typeof fetch = fetch,
): Promise<TelemetrySessionGrant> {
  const shell = ownerOf(SHELL, {});
  const claimed = {
    ...releases,
    ...(shell && { [SHELL]: { version: shell.version, cohort: shell.cohort } }),
  };
  const answer = await fetchSession(`${apiUrl}/telemetry/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ releases: claimed }),
    credentials: 'omit',
  });
  if (answer.status !== 201) throw new Error(`no telemetry session: the API answered ${answer.status}`);
  return (await answer.json()) as TelemetrySessionGrant;
}

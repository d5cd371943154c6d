/**
 * Turns what the page met (captured events, web vitals) into the API's telemetry items, each attributed to a
 * remote, its version and cohort, on the current route. Items for a remote this tab overrides are left out:
 * they would count a developer's build as the release.
 */
import type { TelemetryItem } from '@marketplace/shared/schemas/telemetry';
import type { RemoteReleases } from '../federation/cohort';
import { type Owner, ownerOf, remoteOfScript, type ScriptFolder, SHELL, topFrameUrl } from './attribution';
import { routeOf, scrub } from './scrub';
import type { CapturedEvent } from './telemetry-queue';

export type VitalName = 'LCP' | 'INP' | 'CLS' | 'TTFB';

/** A web vital; `remote` is the one owning its element, absent for a vital of the page as a whole (TTFB). */
export interface VitalReport {
  name: VitalName;
  value: number;
  remote?: string;
}

export interface ItemContext {
  releases: RemoteReleases;
  folders: ScriptFolder[];
  /** The path when no page view has been seen yet. */
  pathname: () => string;
}

const MAX_MESSAGE = 500;
const MAX_STACK = 4000;
const MAX_VITAL = 600_000;

function describe(error: unknown): { message: string; stack?: string } {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
  return { message: `${error.name}: ${error.message}${cause}`, stack: error.stack };
}

function firstFrame(stack: string | undefined): string | undefined {
  return stack
    ?.split('\n')
    .map((line) => line.trim())
    .find((line) => /:\d+:\d+\)?$/.test(line));
}

export function createItemBuilder({ releases, folders, pathname }: ItemContext) {
  let page: { remote: string; route: string } | null = null;

  const common = (owner: Owner) => ({ ...owner, route: page?.route ?? routeOf(pathname()) });

  function fromEvent(event: CapturedEvent): TelemetryItem | undefined {
    if (event.kind === 'page-view') {
      page = { remote: event.remote, route: routeOf(event.route) };
      const owner = ownerOf(event.remote, releases);
      return owner && { type: 'page-view', ...common(owner) };
    }
    const { message, stack } = describe(event.error);
    const remote = event.remote ?? remoteOfScript(topFrameUrl(stack), folders) ?? SHELL;
    const owner = ownerOf(remote, releases);
    if (!owner) return undefined;
    const frame = firstFrame(stack);
    return {
      type: 'error',
      ...common(owner),
      source: event.source,
      message: scrub(message).slice(0, MAX_MESSAGE),
      ...(frame && { topFrame: scrub(frame).slice(0, MAX_MESSAGE) }),
      ...(stack && { stack: scrub(stack).slice(0, MAX_STACK) }),
    };
  }

  function fromVital({ name, value, remote }: VitalReport): TelemetryItem | undefined {
    const owner = ownerOf(remote ?? page?.remote ?? SHELL, releases);
    if (!owner || !Number.isFinite(value)) return undefined;
    return { type: 'vital', ...common(owner), name, value: Math.min(Math.max(value, 0), MAX_VITAL) };
  }

  return { fromEvent, fromVital };
}

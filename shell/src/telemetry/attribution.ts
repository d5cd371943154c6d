/**
 * Which remote, and which version of it, is responsible for what telemetry reports: an error by the script its
 * top stack frame comes from (each remote's files are served from its versioned folder), an element (the LCP
 * element, an interaction's target) by the remote page it sits in (`data-remote` on RemotePage's root).
 */
import type { RemotesConfig } from '@marketplace/shared/types';
import type { Cohort, RemoteReleases } from '../federation/cohort';

/** What is not any remote's: the shell's own code and layout. */
export const SHELL = 'shell';
const SHELL_VERSION = 'unversioned';

export interface Owner {
  remote: string;
  version: string;
  cohort: Cohort;
}

/** The folder a remote's files load from on this page (its manifest's folder), longest first. */
export interface ScriptFolder {
  remote: string;
  folder: string;
}

export function scriptFolders(config: RemotesConfig, pageUrl: string): ScriptFolder[] {
  return Object.entries(config.remotes)
    .map(([remote, { entry }]) => ({ remote, folder: new URL('.', new URL(entry, pageUrl)).href }))
    .sort((a, b) => b.folder.length - a.folder.length);
}

/** The script URL of a stack's top frame (Chromium's `at f (url:1:2)` or Firefox's `f@url:1:2`). */
export function topFrameUrl(stack: string | undefined): string | undefined {
  const match = /(https?:\/\/[^\s()]+?):\d+:\d+/.exec(stack ?? '');
  return match?.[1]?.split(/[?#]/)[0];
}

export function remoteOfScript(url: string | undefined, folders: ScriptFolder[]): string | undefined {
  if (!url) return undefined;
  return folders.find(({ folder }) => url.startsWith(folder))?.remote;
}

/** The remote whose page holds the node, or the shell for the layout around the pages. */
export function remoteOfElement(node: Node | null | undefined): string {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest('[data-remote]')?.getAttribute('data-remote') || SHELL;
}

/** The version and cohort this page runs of `remote`; the shell has a single, unversioned release. */
export function ownerOf(remote: string, releases: RemoteReleases): Owner | undefined {
  if (remote === SHELL) return { remote: SHELL, version: SHELL_VERSION, cohort: 'stable' };
  const release = releases[remote];
  return release && { remote, version: release.version, cohort: release.cohort };
}

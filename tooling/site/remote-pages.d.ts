/** Types of remote-pages.js, the loader of a remote's pages.json. */
import type { RemoteRoute } from '@marketplace/shared/types';

export interface RemotePage extends Omit<RemoteRoute, 'moduleScripts'> {
  /** File of the page, relative to the remote's folder: 'src/features/blog/BlogPage.tsx'. */
  source: string;
}

export const PAGES_FILE: string;
export class PagesError extends Error {}
export function loadPages(dir: string): RemotePage[];
export function exposesOf(pages: RemotePage[]): Record<string, string>;
export function documentEntriesOf(pages: RemotePage[]): Record<string, string>;
export function routeListOf(
  remoteName: string,
  pages: RemotePage[],
): { version: 1; remote: string; routes: Omit<RemotePage, 'source'>[] };
export function pageModulesSource(remoteName: string, pages: RemotePage[]): string;

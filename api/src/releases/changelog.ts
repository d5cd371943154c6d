/**
 * What a canary brings, for the Releases page: the entries of the remote's CHANGELOG.md (lerna writes it from
 * Conventional Commits; the release command copies it into each version folder) between the stable version and
 * the canary. A version is named `<package version>-<content hash>`, so the package versions bound the range.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface ChangelogEntry {
  version: string;
  date: string | null;
  items: string[];
}

const HEADING =
  /^#{1,3} \[?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.]+)?)\]?(?:\([^)]*\))?\s*(?:\((\d{4}-\d{2}-\d{2})\))?\s*$/;
const ITEM = /^[*-] (.+)$/;
const CONTENT_HASH = /-[0-9a-f]{10}$/;

/** `1.4.0-1a2b3c4d5e` -> `1.4.0`: the package's own version. */
export const packageVersionOf = (releaseVersion: string) => releaseVersion.replace(CONTENT_HASH, '');

function compareVersions(a: string, b: string): number {
  const [pa, pb] = [a, b].map((version) => (version.split('-')[0] ?? '').split('.').map(Number));
  for (let index = 0; index < 3; index++) {
    const difference = (pa?.[index] ?? 0) - (pb?.[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** Each version's section of a changelog, newest first as lerna writes them; links in items become their text. */
export function parseChangelog(text: string): ChangelogEntry[] {
  const entries: ChangelogEntry[] = [];
  for (const line of text.split('\n')) {
    const heading = HEADING.exec(line.trim());
    if (heading?.[1]) {
      entries.push({ version: heading[1], date: heading[2] ?? null, items: [] });
      continue;
    }
    const item = ITEM.exec(line.trim());
    if (item?.[1] && entries.length > 0) {
      const plain = item[1]
        .replace(/\s*\(\[[0-9a-f]{7,40}\]\([^)]*\)\)/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/\*\*/g, '');
      entries[entries.length - 1]?.items.push(plain);
    }
  }
  return entries;
}

/** The entries after `stable` up to and including `canary` (package versions). */
export function entriesBetween(entries: ChangelogEntry[], stable: string, canary: string): ChangelogEntry[] {
  return entries.filter(
    (entry) => compareVersions(entry.version, stable) > 0 && compareVersions(entry.version, canary) <= 0,
  );
}

/**
 * The changelog entries a canary brings, read from its version folder in the release site (`entry` is
 * `<base>/<package>/<version>/mf-manifest.json`); none when it has no CHANGELOG.md.
 */
export function canaryChangelog(
  site: string,
  canary: { entry: string; version: string },
  stableVersion: string,
): ChangelogEntry[] {
  const folder = /\/([^/]+)\/([^/]+)\/mf-manifest\.json$/.exec(canary.entry);
  if (!folder?.[1] || !folder[2]) return [];
  let text: string;
  try {
    text = fs.readFileSync(path.join(site, folder[1], folder[2], 'CHANGELOG.md'), 'utf8');
  } catch {
    return [];
  }
  return entriesBetween(
    parseChangelog(text),
    packageVersionOf(stableVersion),
    packageVersionOf(canary.version),
  );
}

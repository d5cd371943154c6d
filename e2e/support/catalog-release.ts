/**
 * A second release of the catalog remote with a visible change: its blog page starts with a release banner;
 * and a bad one, whose category page (the product list) throws once it has mounted.
 * Built outside mfe-catalog/dist (e2e/artifacts), and reused by later suites of the same sources, since a
 * production build is the slow part of the deploy and override tests.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildBannerRelease } from './banner-release';
import { ARTIFACTS, ROOT } from './site';

export const RELEASE_TWO_BANNER = 'Release 2 of the catalog remote';
const RELEASE_TWO = path.join(ARTIFACTS, 'catalog-release-two');

function sourcesKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(__filename)).update(readFileSync(path.join(__dirname, 'banner-release.ts')));
  for (const dir of [path.join(ROOT, 'mfe-catalog', 'src'), path.join(ROOT, 'shared')]) {
    for (const name of (readdirSync(dir, { recursive: true }) as string[]).sort()) {
      if (name.includes('node_modules')) continue;
      const file = path.join(dir, name);
      try {
        hash.update(name).update(readFileSync(file));
      } catch {
        // a folder
      }
    }
  }
  return hash.digest('hex');
}

/** Builds (or reuses) the second release; returns its build folder. */
export function buildCatalogReleaseTwo(): string {
  return buildOnce(RELEASE_TWO, {});
}

/** A bad release of the catalog: its category page throws this once it has mounted. */
export const CRASHING_RELEASE_ERROR = 'The product list of this catalog release crashes after it mounts';
const CRASHING_RELEASE = path.join(ARTIFACTS, 'catalog-release-crashing');

/** Builds (or reuses) the crashing release; returns its build folder. */
export function buildCrashingCatalogRelease(): string {
  return buildOnce(CRASHING_RELEASE, {
    module: './CategoryProductsPage',
    crashAfterMount: CRASHING_RELEASE_ERROR,
  });
}

function buildOnce(
  folder: string,
  { module = './BlogPage', crashAfterMount }: { module?: string; crashAfterMount?: string },
): string {
  const dist = path.join(folder, 'dist');
  const keyFile = path.join(folder, 'sources.sha256');
  const key = sourcesKey();
  if (existsSync(path.join(dist, 'mf-manifest.json')) && readFileSync(keyFile, 'utf8') === key) return dist;

  buildBannerRelease({
    pkg: 'mfe-catalog',
    module,
    banner: RELEASE_TWO_BANNER,
    folder,
    crashAfterMount,
  });
  writeFileSync(keyFile, key);
  return dist;
}

/**
 * A second release of the catalog remote with a visible change: its blog page starts with a release banner.
 * Built outside mfe-catalog/dist (e2e/artifacts), and reused by later suites of the same sources, since a
 * production build is the slow part of the deploy and override tests.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ARTIFACTS, ROOT } from './site';

export const RELEASE_TWO_BANNER = 'Release 2 of the catalog remote';
const RELEASE_TWO = path.join(ARTIFACTS, 'catalog-release-two');

function sourcesKey(): string {
  const hash = createHash('sha256');
  hash.update(readFileSync(__filename));
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
  const dist = path.join(RELEASE_TWO, 'dist');
  const keyFile = path.join(RELEASE_TWO, 'sources.sha256');
  const key = sourcesKey();
  if (existsSync(path.join(dist, 'mf-manifest.json')) && readFileSync(keyFile, 'utf8') === key) return dist;

  rmSync(RELEASE_TWO, { recursive: true, force: true });
  mkdirSync(RELEASE_TWO, { recursive: true });
  const original = path.join(ROOT, 'mfe-catalog');
  cpSync(path.join(original, 'src'), path.join(RELEASE_TWO, 'src'), { recursive: true });
  cpSync(path.join(original, 'package.json'), path.join(RELEASE_TWO, 'package.json'));
  const { options } = require(path.join(original, 'webpack.config.js'));
  const blogModule = (options.exposes['./BlogPage'] as string).replace(/\.tsx$/, '');
  writeFileSync(
    path.join(RELEASE_TWO, 'src', 'release-two-blog-page.tsx'),
    `import BlogPage from '${blogModule.replace('./src/', './')}';
export default function ReleaseTwoBlogPage() {
  return (<><p>${RELEASE_TWO_BANNER}</p><BlogPage /></>);
}
`,
  );
  writeFileSync(
    path.join(RELEASE_TWO, 'webpack.config.js'),
    `const { createWebpackConfig } = require('@marketplace/shared/webpack');
const { options } = require(${JSON.stringify(path.join(original, 'webpack.config.js'))});
module.exports = createWebpackConfig({ ...options, dir: __dirname, exposes: { ...options.exposes, './BlogPage': './src/release-two-blog-page.tsx' } });
`,
  );
  execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--config', 'webpack.config.js'],
    // A test release, like the other parts of a team's CI: production code without minifying, maps or types.
    { cwd: RELEASE_TWO, stdio: 'pipe', env: { ...process.env, DEPENDENCY_BUILD: '1' } },
  );
  writeFileSync(keyFile, key);
  return dist;
}

/**
 * A second release of a remote with a visible change: the exposed page `module` starts with a banner line.
 * The remote's sources are copied into `folder` (outside the package's dist) and built there for production,
 * without minifying, maps or types (`--env dependency`, as the other parts in a team's CI).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { exposesOf, loadPages } from '@marketplace/tooling/pages';
import { ROOT, SITE } from './site';

export interface BannerRelease {
  /** The remote's package folder, e.g. 'mfe-catalog'. */
  pkg: string;
  /** The exposed page that gets the banner, e.g. './BlogPage'. */
  module: string;
  banner: string;
  folder: string;
  /** The page throws this message once it has mounted (in the render after its first effect): a bad release. */
  crashAfterMount?: string;
}

/** Builds the release into `folder`; returns its build folder. */
export function buildBannerRelease({ pkg, module, banner, folder, crashAfterMount }: BannerRelease): string {
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const original = path.join(ROOT, pkg);
  cpSync(path.join(original, 'src'), path.join(folder, 'src'), { recursive: true });
  cpSync(path.join(original, 'package.json'), path.join(folder, 'package.json'));
  cpSync(path.join(original, 'pages.json'), path.join(folder, 'pages.json'));
  const remote = SITE.remotes.find((entry) => entry.package === pkg);
  if (!remote) throw new Error(`${pkg} is not a remote of the site map`);
  const exposes = exposesOf(loadPages(original));
  const pageModule = (exposes[module] as string).replace(/\.tsx$/, '');
  writeFileSync(
    path.join(folder, 'src', 'release-two-page.tsx'),
    crashAfterMount
      ? `import { useEffect, useState } from 'react';
import Page from '${pageModule.replace('./src/', './')}';
export default function ReleaseTwoPage() {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (mounted) throw new Error(${JSON.stringify(crashAfterMount)});
  return (<><p>${banner}</p><Page /></>);
}
`
      : `import Page from '${pageModule.replace('./src/', './')}';
export default function ReleaseTwoPage() {
  return (<><p>${banner}</p><Page /></>);
}
`,
  );
  writeFileSync(
    path.join(folder, 'webpack.config.js'),
    `const { createWebpackConfig } = require('@marketplace/tooling/webpack');
module.exports = createWebpackConfig({ dir: __dirname, name: ${JSON.stringify(remote.name)}, exposes: ${JSON.stringify({ ...exposes, [module]: './src/release-two-page.tsx' })} });
`,
  );
  execFileSync(
    path.join(ROOT, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--env', 'dependency', '--config', 'webpack.config.js'],
    { cwd: folder, stdio: 'pipe' },
  );
  return path.join(folder, 'dist');
}

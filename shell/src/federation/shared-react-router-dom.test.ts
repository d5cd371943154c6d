import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as shared from './shared-react-router-dom';

const ROOT = path.join(__dirname, '..', '..', '..');
// What runs inside the shell: the shell itself and every remote's pages (not tests, not the standalone DevHost).
const FOLDERS = ['shell', 'mfe-catalog', 'mfe-auth', 'mfe-dashboard-seller', 'mfe-dashboard-admin'].map(
  (pkg) => path.join(ROOT, pkg, 'src'),
);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/(\.test\.tsx?$|(^|\/)test\/)/.test(file))
    .map((file) => path.join(folder, file));
}

/** Value imports from 'react-router-dom' (type-only ones cost nothing at run time). */
function routerImports(source: string): string[] {
  const names: string[] = [];
  for (const [, typeOnly, list] of source.matchAll(
    /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g,
  )) {
    if (typeOnly) continue;
    for (const specifier of (list ?? '').split(',').map((part) => part.trim())) {
      if (specifier && !specifier.startsWith('type '))
        names.push(specifier.split(/\s+as\s+/)[0] ?? specifier);
    }
  }
  return names;
}

describe("the shell's react-router-dom share", () => {
  const used = new Set(
    FOLDERS.flatMap(sourceFiles).flatMap((file) => routerImports(readFileSync(file, 'utf8'))),
  );

  it('offers every router export the shell and the remotes import', () => {
    expect(used.size).toBeGreaterThanOrEqual(10);
    const missing = [...used].filter((name) => !(name in shared));
    expect(missing).toEqual([]);
  });

  it('reads imports the way the sources write them', () => {
    expect(
      routerImports(
        "import { type Location, useLocation, useNavigate as go } from 'react-router-dom';\nimport type { RouteObject } from 'react-router-dom';",
      ),
    ).toEqual(['useLocation', 'useNavigate']);
  });
});

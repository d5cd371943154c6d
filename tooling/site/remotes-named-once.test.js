/**
 * The site map (site.config.json) is the one list of remotes: no file outside a remote's own folder writes its
 * package name, so adding a remote is its folder and one entry in the site map. Prose may name a remote (docs,
 * READMEs, changelogs, code comments), and so may tests, benchmarks and their data, which drive a given remote.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { ROOT, loadSite } = require('./site-config');

/** Files where a remote's name is expected: the site map itself, prose, and what tests or measures the site. */
const EXEMPT = [
  /^site\.config\.json$/,
  /(^|\/)package-lock\.json$/,
  /\.md$/,
  /(^|\/)docs\//,
  /\.test\.[cm]?[jt]sx?$/,
  /(^|\/)test\//, // a package's test support code (api/test)
  /^e2e\//, // the browser journeys and their support code
  /^bench\//, // the benchmarks and their results
  /^contracts\/snapshots\//, // generated: one snapshot per package, named after it
  /(^|\/)authorization-rows\.ts$/, // the authorization matrix's rows: test data
];
const CODE = /\.([cm]?[jt]sx?)$/;

/** Code without its comments: block comments, and line comments that start a line or follow a space. */
const withoutComments = (text) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

function filesToCheck() {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return listed
    .split('\n')
    .filter((file) => file && !EXEMPT.some((pattern) => pattern.test(file)))
    .filter((file) => fs.existsSync(path.join(ROOT, file)) && fs.statSync(path.join(ROOT, file)).isFile());
}

it("names each remote's package in the site map and its own folder only", () => {
  const remotes = loadSite().remotes.map((remote) => remote.package);
  const written = [];
  for (const file of filesToCheck()) {
    const bytes = fs.readFileSync(path.join(ROOT, file));
    if (bytes.includes(0)) continue;
    const text = CODE.test(file) ? withoutComments(bytes.toString('utf8')) : bytes.toString('utf8');
    for (const pkg of remotes) {
      if (file.startsWith(`${pkg}/`)) continue;
      if (new RegExp(`(^|[^\\w-])${pkg}(?![\\w-])`).test(text)) written.push(`${file}: ${pkg}`);
    }
  }
  expect(written).toEqual([]);
});

it('finds a package name written in code, and leaves one in a comment alone', () => {
  const code =
    "const LIST = ['mfe-catalog']; // 'mfe-auth' in a comment\n/* mfe-messages */ const url = 'http://x';";
  expect(withoutComments(code)).toContain('mfe-catalog');
  expect(withoutComments(code)).not.toMatch(/mfe-auth|mfe-messages/);
  expect(withoutComments(code)).toContain('http://x');
});

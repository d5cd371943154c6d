const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildSummary, buildWithNx, formatDuration, taskOutputs } = require('./nx-build');

/**
 * A stand-in for nx in a throwaway repository root: prints each task's header and output as
 * `nx run-many --outputStyle=static` does, and writes the task profile NX_PROFILE asks for.
 */
function fakeNx(tasks, exitCode) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nx-build-test-'));
  fs.mkdirSync(path.join(root, 'node_modules', '.bin'), { recursive: true });
  const profile = tasks.map(({ project, status, ms }) => ({
    name: `${project}:build`,
    ph: 'X',
    ts: 0,
    dur: ms * 1000,
    args: { target: { project, target: 'build' }, status },
  }));
  const printed = tasks.flatMap(({ project, status, output }) => [
    '',
    `> nx run ${project}:build${status === 'local-cache' ? '  [local cache]' : ''}`,
    '',
    output,
  ]);
  const script = [
    `process.stdout.write(${JSON.stringify(`${printed.join('\n')}\n\n —————\n NX   Done\n`)});`,
    `require('node:fs').writeFileSync(require('node:path').join(process.cwd(), process.env.NX_PROFILE), ${JSON.stringify(JSON.stringify(profile))});`,
    `process.exit(${exitCode});`,
  ].join('\n');
  const bin = path.join(root, 'node_modules', '.bin', 'nx');
  fs.writeFileSync(bin, `#!/usr/bin/env node\n${script}\n`, { mode: 0o755 });
  return root;
}

async function build(tasks, exitCode = 0) {
  const lines = [];
  const ok = await buildWithNx({ cwd: fakeNx(tasks, exitCode), print: (line) => lines.push(line) });
  return { ok, text: lines.join('\n') };
}

describe('buildWithNx', () => {
  it('names each package as nx ends it, then a table of their times and what came from the cache', async () => {
    const { ok, text } = await build([
      { project: '@marketplace/shared', status: 'local-cache', ms: 40, output: 'tsc' },
      { project: 'shell', status: 'success', ms: 65_400, output: 'webpack compiled' },
    ]);
    expect(ok).toBe(true);
    expect(text).toContain('  @marketplace/shared from the cache\n  shell finished\n');
    expect(text).toMatch(/Built 2 packages in .* \(1 from the cache\):/);
    expect(text).toContain('  shell                1 min 05 s');
    expect(text).not.toContain('webpack compiled');
  });

  it("prints the output of the package that failed, and only that package's", async () => {
    const { ok, text } = await build(
      [
        { project: '@marketplace/shared', status: 'success', ms: 3000, output: 'shared is fine' },
        { project: 'mfe-catalog', status: 'failure', ms: 9000, output: 'ERROR in ./src/routes.tsx' },
      ],
      1,
    );
    expect(ok).toBe(false);
    expect(text).toContain('x mfe-catalog failed; its output:\nERROR in ./src/routes.tsx');
    expect(text).not.toContain('shared is fine');
    expect(text).not.toContain('Built ');
  });
});

describe('taskOutputs', () => {
  it("splits nx's static output into each task's part, leaving out nx's closing lines", () => {
    const outputs = taskOutputs(
      ['> a:build  [local cache]', 'one', '> b:build', 'two', '', ' —————', ' NX   Ran target build'].join(
        '\n',
      ),
    );
    expect(outputs.get('a')?.trim()).toBe('one');
    expect(outputs.get('b')?.trim()).toBe('two');
  });
});

describe('buildSummary', () => {
  it('lists each package with its time and whether it came from the cache', () => {
    expect(
      buildSummary(
        [
          { name: 'shared', ms: 3100, cached: true },
          { name: 'mfe-catalog', ms: 65_400, cached: false },
        ],
        70_000,
      ),
    ).toBe(
      [
        'Built 2 packages in 1 min 10 s (1 from the cache):',
        '  shared            3.1 s  (cache)',
        '  mfe-catalog  1 min 05 s',
      ].join('\n'),
    );
  });

  it('formats seconds below a minute with one decimal', () => {
    expect(formatDuration(0)).toBe('0.0 s');
    expect(formatDuration(59_940)).toBe('59.9 s');
    expect(formatDuration(60_000)).toBe('1 min 00 s');
  });
});

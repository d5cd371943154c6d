const { runBuilds } = require('./run-builds');

/** Each "build" is a real process: it sleeps, prints, and exits with the code given. */
function fakeBuild(script) {
  return () => ({ command: process.execPath, args: ['-e', script] });
}

function collect() {
  const lines = [];
  return { lines, print: (line) => lines.push(line) };
}

describe('runBuilds', () => {
  it('starts a package once what it waits for is built, and ends with the summary', async () => {
    const { lines, print } = collect();
    const plan = [
      { name: 'shared', waitsFor: [] },
      { name: 'shell', waitsFor: ['shared'] },
      { name: 'api', waitsFor: ['shared'] },
    ];
    const result = await runBuilds(plan, {
      commandOf: (name) =>
        fakeBuild(
          name === 'api'
            ? "console.log('> nx run api:build  [local cache]')"
            : 'setTimeout(() => console.log("built"), 150)',
        )(),
      cwd: process.cwd(),
      concurrency: 2,
      print,
    });
    expect(result.ok).toBe(true);
    expect(result.results.map((r) => [r.name, r.cached])).toEqual(
      expect.arrayContaining([
        ['shared', false],
        ['api', true],
        ['shell', false],
      ]),
    );
    const order = lines.filter((line) => /^> building|built in/.test(line.trim()));
    expect(order[0]).toBe('> building shared');
    expect(order[1]).toMatch(/^ {2}shared built in \d+\.\d s$/);
    expect(order.slice(2, 4).sort()).toEqual(['> building api', '> building shell']);
    expect(lines.at(-1)).toMatch(/^Built 3 packages in .* \(1 from the cache\):\n/);
  });

  it('names the builds still running now and then', async () => {
    const { lines, print } = collect();
    await runBuilds([{ name: 'slow', waitsFor: [] }], {
      commandOf: fakeBuild('setTimeout(() => {}, 400)'),
      cwd: process.cwd(),
      concurrency: 1,
      print,
      heartbeatMs: 100,
    });
    expect(lines.some((line) => /^ {2}\.\.\. still building slow \(0\.\d s\)$/.test(line))).toBe(true);
  });

  it('stops at a failed build, prints its output and starts nothing that waits for it', async () => {
    const { lines, print } = collect();
    const result = await runBuilds(
      [
        { name: 'shared', waitsFor: [] },
        { name: 'shell', waitsFor: ['shared'] },
      ],
      {
        commandOf: fakeBuild("console.error('TS2322: not assignable'); process.exit(2)"),
        cwd: process.cwd(),
        concurrency: 2,
        print,
      },
    );
    expect(result).toMatchObject({ ok: false, failed: 'shared' });
    expect(lines.join('\n')).toMatch(/x shared failed after .*; its output:\nTS2322: not assignable/);
    expect(lines).not.toContain('> building shell');
  });
});

/** The report's sections measured on the server and the build: each adds its lines, its targets and its chart panel. */
import os from 'node:os';
import { kb, mark, table } from './report-markdown.mjs';
import { round } from './support.mjs';

/** API throughput against a bare Fastify. */
export function apiThroughputSection(api, { lines, targets, panels }) {
  lines.push(`## API throughput (${api.measuredAt})`, '');
  lines.push(
    `autocannon, ${api.connections} connections, GET /products/1 for ${api.seconds.list} s (after a 2 s warm-up; ${api.products} products seeded, ${kb(api.listBytes)} KB of JSON per answer) and POST /bookings for ${api.seconds.booking} s; every server in its own process, autocannon in another, same run.`,
    '',
  );
  const rows = [];
  for (const [name, r] of Object.entries(api.servers)) {
    for (const [call, label] of [
      ['list', 'GET /products/1'],
      ['booking', 'POST /bookings'],
    ]) {
      const x = r[call];
      rows.push([
        name,
        label,
        x.rps,
        `${x.p50Ms} ms`,
        `${x.p99Ms} ms`,
        x.ratioToBare ? `${x.ratioToBare}x` : '1x',
        `${x.non2xx + x.errors}`,
      ]);
    }
  }
  lines.push(table(['server', 'call', 'requests/s', 'p50', 'p99', 'vs bare', 'non-2xx + errors'], rows), '');
  for (const name of ['pglite', 'postgres']) {
    const r = api.servers[name];
    if (!r) continue;
    targets.push([
      `API list (${name}) >= 0.3x bare, p99 <= 25 ms`,
      `${r.list.ratioToBare}x, p99 ${r.list.p99Ms} ms`,
      mark(r.list.ratioToBare >= 0.3 && r.list.p99Ms <= 25),
    ]);
  }
  panels.push({
    title: 'GET /products/1, requests per second (50 connections)',
    bars: Object.entries(api.servers).map(([name, r]) => ({
      label: name,
      value: r.list.rps,
      text: `${r.list.rps} rps, p99 ${r.list.p99Ms} ms`,
      color: '#a5693b',
    })),
  });
}

/** Search and category pages under load. */
export function searchThroughputSection(search, { lines, targets, panels }) {
  lines.push(`## Search and category pages under load (${search.measuredAt})`, '');
  lines.push(
    `autocannon, ${search.connections} connections, ${search.seconds} s per row (${search.warmupSeconds ? `each after ${search.warmupSeconds} s of the same calls unmeasured` : 'after a 2 s warm-up'}), cache ${search.cache}. GET /search per query class (a rare word, a common word, a common word with a price range, filters only; each request a random word, filters and sort order), then GET /products/1 page 1 and page 50 (by cursor). Server and autocannon share the machine's cores with the database.`,
    '',
  );
  /** server (products), call, requests/s, p50, p99, non-2xx + errors: for each loaded row of `figuresOf`. */
  const loadRows = (figuresOf, more = () => []) =>
    Object.entries(search.servers).flatMap(([name, server]) =>
      Object.entries(figuresOf(server) ?? {}).map(([call, x]) => [
        `${name} (${server.products.toLocaleString('en')})`,
        call,
        x.rps,
        `${x.p50Ms} ms`,
        `${x.p99Ms} ms`,
        `${x.non2xx + x.errors}`,
        ...more(x),
      ]),
    );
  const rows = loadRows(
    (server) => server.figures,
    (x) => [x.loadAverage ? x.loadAverage.join(' -> ') : 'not recorded'],
  );
  lines.push(
    table(
      ['server (products)', 'call', 'requests/s', 'p50', 'p99', 'non-2xx + errors', 'load average (1 min)'],
      rows,
    ),
    '',
    `The load average is the machine's (${os.cpus().length} cores, shared with other work) before and after each row. One connection, one request at a time (the latency without queueing, which the machine's load disturbs least):`,
    '',
  );
  const singleRows = Object.entries(search.servers).flatMap(([name, server]) =>
    Object.entries(server.singleConnection ?? {}).map(([call, x]) => [
      `${name} (${server.products.toLocaleString('en')})`,
      call,
      `${x.p50Ms} ms`,
      `${x.p99Ms} ms`,
    ]),
  );
  if (singleRows.length > 0) lines.push(table(['server (products)', 'call', 'p50', 'p99'], singleRows), '');
  const cores = search.cores ?? os.cpus().length;
  const cpuRows = Object.entries(search.servers).flatMap(([name, server]) =>
    Object.entries(server.figures)
      .filter(([, x]) => x.cpuMsPerRequest)
      .map(([call, x]) => {
        const { api, database, loadGenerator } = x.cpuMsPerRequest;
        const total = api + (database ?? 0) + loadGenerator;
        return [
          `${name} (${server.products.toLocaleString('en')})`,
          call,
          `${api} ms`,
          database === undefined ? 'in the API process' : `${database} ms`,
          `${loadGenerator} ms`,
          `${round(total, 2)} ms`,
          // The API is one Node thread (with PGlite inside it): it alone serves at most 1000 / its share.
          total > 0 ? round(Math.min((cores * 1000) / total, 1000 / api)) : '-',
        ];
      }),
  );
  if (cpuRows.length > 0) {
    lines.push(
      `CPU time per request in the loaded rows above (user + system time from /proc over the row, divided by its requests): the API process, its PostgreSQL connections and autocannon. Their sum bounds what the machine's ${cores} cores can serve with nothing else running: ${cores} x 1000 ms / the sum, and at most 1000 ms / the API's share, since the API (PGlite inside it) is one thread. With ${search.connections} connections each waiting for its answer, the mean latency is ${search.connections} / (requests per second), so a p99 of 50 ms needs more than 1,000 requests/s and one of 25 ms more than 2,000.`,
      '',
      table(
        [
          'server (products)',
          'call',
          'API',
          'PostgreSQL',
          'autocannon',
          'sum',
          `requests/s at most on ${cores} cores`,
        ],
        cpuRows,
      ),
      '',
    );
  }
  const rateRows = loadRows((server) => server.atTargetRate);
  if (rateRows.length > 0) {
    lines.push(
      `At the target's rate: ${search.targets.searchRps} requests/s over the same ${search.connections} connections, ${search.seconds} s per row, each request due at an even interval and its latency counted from then (open-loop.mjs, as wrk2 measures: a request that waited for a free connection counts its wait). This is the latency a visitor sees while the API serves the target's throughput; the rows above are the most it serves and the latency at that saturation, where ${search.connections} connections and a p99 of 50 ms would need more than 1,000 requests/s. A row that kept up shows about ${search.targets.searchRps} requests/s; one that could not shows fewer and its queue in the p99.`,
      '',
      table(['server (products)', 'call', 'requests/s', 'p50', 'p99', 'non-2xx + errors'], rateRows),
      '',
    );
  }
  // The targets are the issue's, for PostgreSQL with 1,000,000 products (PGlite's figures are reported beside).
  const targetServers = Object.entries(search.servers).filter(([name]) => name === 'postgres');
  for (const [name, server] of targetServers) {
    for (const [call, x] of Object.entries(server.figures)) {
      const atRate = server.atTargetRate?.[call];
      const keptUp =
        atRate && atRate.rps >= search.targets.searchRps * 0.98 && atRate.non2xx + atRate.errors === 0;
      const category = call.startsWith('category');
      const p99Target = category ? search.targets.categoryP99Ms : search.targets.searchP99Ms;
      targets.push([
        `${category ? '' : 'search: '}${call} (${name}): ${search.targets.searchRps} rps served, p99 <= ${p99Target} ms at that rate`,
        atRate
          ? `at ${search.targets.searchRps} rps due: ${atRate.rps} rps served, p99 ${atRate.p99Ms} ms (saturated: ${x.rps} rps, p99 ${x.p99Ms} ms)`
          : `${x.rps} rps, p99 ${x.p99Ms} ms (no run at the target's rate)`,
        // Serving the target's rate is the throughput target; the saturation row above says how far beyond it.
        mark(Boolean(keptUp) && atRate.p99Ms <= p99Target),
      ]);
    }
  }
  panels.push({
    title: 'GET /search and category pages, requests per second (50 connections, uncached)',
    bars: Object.entries(search.servers).flatMap(([name, server]) =>
      Object.entries(server.figures).map(([call, x]) => ({
        label: `${name}: ${call}`,
        value: x.rps,
        text: `${x.rps} rps, p99 ${x.p99Ms} ms`,
        color: '#6a3ba5',
      })),
    ),
  });
}

/** The cluster: 1 against 3 API instances behind nginx. */
export function clusterSection(cluster, { lines, panels }) {
  lines.push(`## The cluster: 1 against 3 API instances behind nginx (${cluster.measuredAt})`, '');
  lines.push(
    `autocannon, ${cluster.connections} connections through nginx, ${cluster.seconds} s per run (after a 2 s warm-up), PostgreSQL with ${cluster.products.toLocaleString('en')} products. A mixed load: category pages in random sizes and sorts (45%), product pages (45%) and searches with random filters (10%) for the reads (nearly every URL new, so the cache rarely answers) and ${round(cluster.bookingShare * 100)}% bookings (each one drops every instance's cache). Everything shares the machine's ${cluster.cores} cores: load generator, nginx, the instances and PostgreSQL. Load average before: ${round(cluster.loadAverageBefore, 1)}.`,
    '',
  );
  lines.push(
    table(
      ['API instances', 'requests/s', 'p50', 'p99', 'non-2xx + errors'],
      cluster.runs.map((r) => [r.instances, r.rps, `${r.p50Ms} ms`, `${r.p99Ms} ms`, r.non2xx + r.errors]),
    ),
    '',
    `3 instances against 1: **${cluster.ratio3to1}x**.`,
    '',
    'Where the CPU went (CPU seconds over the run, from /proc; share of all cores in brackets):',
    '',
  );
  const groups = Object.keys(cluster.runs[0].cpu.cpuSeconds);
  lines.push(
    table(
      ['process', ...cluster.runs.map((r) => `${r.instances} instance(s)`)],
      [
        ...groups.map((group) => [
          group,
          ...cluster.runs.map(
            (r) => `${r.cpu.cpuSeconds[group]} s (${round(r.cpu.shareOfCores[group] * 100)}%)`,
          ),
        ]),
        ['machine busy', ...cluster.runs.map((r) => `${round(r.cpu.machineBusyShare * 100)}%`)],
      ],
    ),
    '',
  );
  panels.push({
    title: 'Cluster behind nginx, mixed load, requests per second',
    bars: cluster.runs.map((r) => ({
      label: `${r.instances} API instance(s)`,
      value: r.rps,
      text: `${r.rps} rps, p99 ${r.p99Ms} ms`,
      color: '#2f7f6f',
    })),
  });
}

/** Build times: clean, nothing changed, one remote changed. */
export function buildSection(build, { lines, targets, panels }) {
  lines.push(`## Build (${build.measuredAt})`, '');
  lines.push(
    table(
      ['build', 'time', 'packages from cache'],
      [
        ['clean (nx run-many -t build --skip-nx-cache)', `${build.clean.seconds} s`, build.clean.fromCache],
        [
          build.noChange.fromCache === 0
            ? 'nx run-many -t build right after (--skip-nx-cache left the cache empty, so a full build)'
            : 'nothing changed (nx run-many -t build)',
          `${build.noChange.seconds} s`,
          build.noChange.fromCache,
        ],
        [
          `after a one-line change in ${build.oneRemote.changed}`,
          `${build.oneRemote.seconds} s`,
          build.oneRemote.fromCache,
        ],
      ],
    ),
    '',
  );
  if (build.oneRemote.differingFromClean) {
    const differing = build.oneRemote.differingFromClean;
    lines.push(
      differing.length === 0
        ? "The one-remote rebuild (from webpack's persistent cache; the change is a comment, which minifying drops) emitted the same JavaScript as the clean build, file for file."
        : `**The one-remote rebuild emitted JavaScript that differs from the clean build** (the change is a comment, so the persistent cache is unsound): ${differing.join(', ')}.`,
      '',
    );
  }
  targets.push([
    'rebuild after a change in one remote <= 25% of clean',
    `${round(build.ratioOneRemoteToClean * 100)}%`,
    mark(build.ratioOneRemoteToClean <= 0.25),
  ]);
  panels.push({
    title: 'Build time, s',
    bars: [
      { label: 'clean', value: build.clean.seconds, text: `${build.clean.seconds} s`, color: '#7a5ca5' },
      {
        label: 'one remote changed',
        value: build.oneRemote.seconds,
        text: `${build.oneRemote.seconds} s`,
        color: '#b9a6d6',
      },
    ],
  });
}

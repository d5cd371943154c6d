/**
 * Turns bench/results/*.json (the figures of the last run of each measurement) into bench/results/report.md
 * and bench/results/chart.svg, with each target of issue 7 marked met or missed.
 *
 *   npm run report -w bench
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RESULTS_DIR, round } from './support.mjs';

const kb = (bytes) => round(bytes / 1024, 1);
const mark = (ok) => (ok ? 'met' : '**missed**');

function read(name) {
  const file = path.join(RESULTS_DIR, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

function table(header, rows) {
  return [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
}

/** Horizontal bar groups, one panel per measurement, in plain SVG (no dependency). */
function chart(panels) {
  const width = 760;
  const barHeight = 16;
  const labelWidth = 230;
  let y = 20;
  const parts = [];
  for (const panel of panels) {
    parts.push(`<text x="10" y="${y}" font-weight="bold">${panel.title}</text>`);
    y += 12;
    const max = Math.max(...panel.bars.map((b) => b.value), panel.limit ?? 0) || 1;
    const scale = (width - labelWidth - 90) / max;
    for (const bar of panel.bars) {
      parts.push(`<text x="10" y="${y + 12}">${bar.label}</text>`);
      parts.push(
        `<rect x="${labelWidth}" y="${y}" width="${Math.max(1, bar.value * scale)}" height="${barHeight - 3}" fill="${bar.color}"/>`,
      );
      parts.push(`<text x="${labelWidth + bar.value * scale + 5}" y="${y + 12}">${bar.text}</text>`);
      y += barHeight;
    }
    if (panel.limit) {
      const x = labelWidth + panel.limit * scale;
      parts.push(
        `<line x1="${x}" x2="${x}" y1="${y - barHeight * panel.bars.length - 2}" y2="${y}" stroke="#c00" stroke-dasharray="4 3"/>`,
      );
      parts.push(`<text x="${x + 3}" y="${y + 10}" fill="#c00">${panel.limitLabel}</text>`);
      y += 12;
    }
    y += 22;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${y}" font-family="sans-serif" font-size="12">\n<rect width="100%" height="100%" fill="#fff"/>\n${parts.join('\n')}\n</svg>\n`;
}

export function writeReport() {
  const federation = read('federation-overhead');
  const speed = read('page-speed');
  const copies = read('singleton-copies');
  const routeSwitch = read('route-switch');
  const interaction = read('interaction');
  const api = read('api-throughput');
  const search = read('search-throughput');
  const build = read('build-times');
  const cluster = read('cluster-throughput');
  const alerts = read('saved-search-matching');
  const lines = [
    '# Benchmark report',
    '',
    `Measured with \`npm run bench\` on ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, Debian Chromium, localhost. Each section says when it was measured.`,
    '',
    '![chart of the figures below](chart.svg)',
    '',
  ];
  const targets = [];
  const panels = [];

  if (federation) {
    const homes = federation.pages.filter((p) => p.path === '/');
    const home = homes.find((p) => p.size === '1280x720') ?? homes[0];
    const label = (p) => (p.size ? `${p.path} at ${p.size}` : p.path);
    lines.push(`## Federation overhead (${federation.measuredAt})`, '');
    lines.push(
      'JavaScript over the network for one page load with a cold cache, until the network is quiet for 1 s (deferred chunks such as Firebase included); the home page at four common screen sizes, the others at 1280x720. KB = 1024 bytes; gzip as sent by the static server. The last column goes on: the page is then scrolled a screen at a time to its end, and what loads as it comes near the screen is added (on /, the advertised row below the categories).',
      '',
    );
    lines.push(
      table(
        [
          'page',
          'federated JS gzip',
          'monolith JS gzip',
          'ratio',
          'federated JS raw',
          'monolith JS raw',
          'requests fed. / mono. (JS)',
          'scrolled to the end: fed. / mono. gzip',
        ],
        federation.pages.map((p) => [
          label(p),
          `${kb(p.federated.jsGzipBytes)} KB`,
          `${kb(p.monolith.jsGzipBytes)} KB`,
          `${p.ratioGzip}x`,
          `${kb(p.federated.jsRawBytes)} KB`,
          `${kb(p.monolith.jsRawBytes)} KB`,
          `${p.federated.requests} (${p.federated.jsRequests}) / ${p.monolith.requests} (${p.monolith.jsRequests})`,
          p.federated.scrolledToEnd
            ? `${kb(p.federated.scrolledToEnd.jsGzipBytes)} KB / ${kb(p.monolith.scrolledToEnd.jsGzipBytes)} KB`
            : 'not measured',
        ]),
      ),
      '',
    );
    for (const p of homes) {
      targets.push([
        `home first-load JS <= 170 KB gzip at ${p.size ?? '1280x720'}`,
        `${kb(p.federated.jsGzipBytes)} KB`,
        mark(kb(p.federated.jsGzipBytes) <= 170),
      ]);
    }
    targets.push([
      'home first-load JS at 1280x720 against 157.5 KB before issue 17',
      `${kb(home.federated.jsGzipBytes)} KB`,
      mark(kb(home.federated.jsGzipBytes) <= 157.5),
    ]);
    if (federation.federationBytes) {
      const own = federation.federationBytes;
      lines.push(`### Federation's own bytes on ${own.page}`, '');
      lines.push(
        "The files that are federation and nothing else, from the same load: the shell's main.js (the `@module-federation/enhanced` runtime, its plugins and the few lines of shell/src/index.ts that start it), early.js, and each remote entry the page loads.",
        '',
      );
      lines.push(
        table(
          ['file', 'gzip', 'raw'],
          [
            ...own.parts.map((part) => [part.part, `${kb(part.gzipBytes)} KB`, `${kb(part.rawBytes)} KB`]),
            [
              '**total**',
              `**${kb(own.gzipBytes)} KB**`,
              `${kb(own.parts.reduce((sum, part) => sum + part.rawBytes, 0))} KB`,
            ],
          ],
        ),
        '',
      );
      targets.push([
        "federation's own bytes on / <= 32 KB gzip",
        `${kb(own.gzipBytes)} KB`,
        mark(kb(own.gzipBytes) <= 32),
      ]);
    }
    panels.push({
      title: 'JavaScript per page, KB gzip (cold cache)',
      bars: federation.pages.flatMap((p) => [
        {
          label: `${label(p)} federated`,
          value: kb(p.federated.jsGzipBytes),
          text: `${kb(p.federated.jsGzipBytes)} KB`,
          color: '#3b6ea5',
        },
        {
          label: `${label(p)} monolith`,
          value: kb(p.monolith.jsGzipBytes),
          text: `${kb(p.monolith.jsGzipBytes)} KB`,
          color: '#9bb8d8',
        },
      ]),
      limit: 170,
      limitLabel: '170 KB target (home)',
    });
  }

  if (speed) {
    lines.push(`## Page speed (${speed.measuredAt})`, '');
    lines.push(
      'In the page (PerformanceObserver), cold cache, no throttling, 1280x800, median of 5 loads:',
      '',
    );
    lines.push(
      table(
        ['page', 'LCP', 'FCP', 'TBT'],
        speed.vitals.map((v) => [
          `${v.path}${v.signedIn ? ' (signed in)' : ''}`,
          `${v.lcpMs} ms`,
          `${v.fcpMs} ms`,
          `${v.tbtMs} ms`,
        ]),
      ),
      '',
    );
    lines.push(
      `Lighthouse 12 mobile (default: simulated slow 4G, 4x CPU slowdown), median of ${speed.lighthouse[0].runs.length} runs each, each in a fresh Chromium with a cold cache${speed.loadAverage ? `; the machine's load average (1, 5, 15 min) at the end: ${speed.loadAverage.join(', ')} on ${os.cpus().length} cores` : ''}:`,
      '',
    );
    lines.push(
      table(
        [
          'page',
          'performance',
          'runs',
          'accessibility',
          'best practices',
          'LCP (sim.)',
          'FCP (sim.)',
          'TBT (sim.)',
          'CLS',
          'audits that cost points',
        ],
        speed.lighthouse.map((l) => [
          `${l.url ?? l.path}${l.signedIn ? ' (signed in)' : ''}`,
          l.score,
          l.runs.map((r) => r.score).join(', '),
          l.accessibility ?? 'not measured',
          l.bestPractices ?? 'not measured',
          `${l.median.lcpMs} ms`,
          `${l.median.fcpMs} ms`,
          `${l.median.tbtMs} ms`,
          l.median.cls,
          l.failedAudits?.join(', ') || '',
        ]),
      ),
      '',
    );
    const monolithHome = federation?.monolithLighthouse?.find((l) => l.path === '/');
    if (monolithHome) {
      lines.push(
        `For reference, the monolith build of the same pages (see Federation overhead; measured ${federation.measuredAt}) scores ` +
          `${monolithHome.score} on / (runs ${monolithHome.runs.map((r) => r.score).join(', ')}; LCP ${monolithHome.median.lcpMs} ms, ` +
          `TBT ${monolithHome.median.tbtMs} ms, simulated).`,
        '',
      );
    }
    const home = speed.vitals.find((v) => v.path === '/');
    const lhHome = speed.lighthouse.find((l) => l.path === '/');
    for (const l of speed.lighthouse) {
      const name = `${l.path}${l.signedIn ? ' signed in' : ''}`;
      const monolith = l === lhHome && monolithHome ? ` (monolith ${monolithHome.score})` : '';
      targets.push([`Lighthouse mobile >= 95 on ${name}`, `${l.score}${monolith}`, mark(l.score >= 95)]);
      if (l.accessibility !== undefined) {
        targets.push([
          `Lighthouse accessibility and best practices 100 on ${name}`,
          `${l.accessibility}, ${l.bestPractices}`,
          mark(l.accessibility === 100 && l.bestPractices === 100),
        ]);
      }
    }
    targets.push([
      'LCP on / <= 1 s (localhost, no throttling)',
      `${home.lcpMs} ms`,
      mark(home.lcpMs <= 1000),
    ]);
    panels.push({
      title: 'Page speed, ms (median, localhost)',
      bars: speed.vitals.flatMap((v) => [
        { label: `${v.path} LCP`, value: v.lcpMs, text: `${v.lcpMs} ms`, color: '#4a8c5c' },
        { label: `${v.path} FCP`, value: v.fcpMs, text: `${v.fcpMs} ms`, color: '#a3cfb0' },
      ]),
      limit: 1000,
      limitLabel: '1 s LCP target (/)',
    });
  }

  if (copies) {
    lines.push(`## Copies of the shared libraries (${copies.measuredAt})`, '');
    lines.push(
      `Journey: ${copies.journey.join(' -> ')}; ${copies.scriptRequests} script requests. A copy = a front end whose file for that library was downloaded (from the federation manifests).`,
      '',
    );
    lines.push(
      table(
        ['library', 'copies downloaded'],
        Object.entries(copies.libraries).map(([name, l]) => [name, l.copies]),
      ),
      '',
    );
    const all = Object.values(copies.libraries).every((l) => l.copies === 1);
    targets.push([
      'one copy of each shared library',
      Object.entries(copies.libraries)
        .map(([n, l]) => `${n} ${l.copies}`)
        .join(', '),
      mark(all),
    ]);
  }

  if (routeSwitch) {
    lines.push(`## Route switch to a remote not loaded yet (${routeSwitch.measuredAt})`, '');
    lines.push('From the click to the page on screen, timed in the page, cold cache, median of 5:', '');
    lines.push(
      table(
        ['switch', 'median', 'runs'],
        routeSwitch.switches.map((s) => [s.name, `${s.medianMs} ms`, s.runsMs.join(', ')]),
      ),
      '',
    );
  }

  if (interaction) {
    lines.push(`## Interaction to next paint (${interaction.measuredAt})`, '');
    lines.push(
      `At ${interaction.cpuSlowdown}x CPU slowdown (CDP Emulation.setCPUThrottlingRate), 1280x800, each run on a fresh page: Event Timing as INP measures it (PerformanceObserver 'event', durationThreshold 16; each interaction's longest entry, from the input to the next paint after its handlers; none under 16 ms, counted as 16), and the time from the input to the first frame showing the result. Median of ${interaction.scenarios[0].runs.length} runs; the machine's load average at the end: ${interaction.loadAverage.join(', ')}.`,
      '',
    );
    lines.push(
      table(
        ['input', 'INP (median)', 'runs', 'shown after (median)'],
        interaction.scenarios.map((x) => [
          x.name,
          `${x.inpMs} ms`,
          x.runs.map((r) => r.inpMs).join(', '),
          `${x.shownAfterMs} ms`,
        ]),
      ),
      '',
    );
    for (const x of interaction.scenarios) {
      targets.push([
        `${x.name}: paints within ${interaction.targetMs} ms (INP, ${interaction.cpuSlowdown}x CPU)`,
        `${x.inpMs} ms`,
        mark(x.inpMs <= interaction.targetMs),
      ]);
    }
  }

  if (api) {
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
    lines.push(
      table(['server', 'call', 'requests/s', 'p50', 'p99', 'vs bare', 'non-2xx + errors'], rows),
      '',
    );
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

  if (search) {
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

  if (cluster) {
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

  if (alerts) {
    lines.push(`## Saved-search matching (${alerts.measuredAt})`, '');
    lines.push(
      `The query that finds the saved searches a new listing matches (MATCHING_SEARCHES_SQL), with ${alerts.savedSearches.toLocaleString('en')} saved searches stored (words from the search bench's vocabulary, half with filters), timed for ${alerts.listings.toLocaleString('en')} new listings one after another, after a warm-up. The job runs it off the request that posted the listing.`,
      '',
    );
    const rows = Object.entries(alerts.servers).map(([name, x]) => [
      name,
      `${x.p50Ms} ms`,
      `${x.p99Ms} ms`,
      `${x.maxMs} ms`,
      x.meanMatches,
    ]);
    lines.push(table(['database', 'p50', 'p99', 'max', 'matches a listing (mean)'], rows), '');
    const postgres = alerts.servers.postgres;
    if (postgres) {
      targets.push([
        `saved-search matching (postgres), ${alerts.savedSearches.toLocaleString('en')} saved searches: p99 <= ${alerts.targetP99Ms} ms`,
        `p99 ${postgres.p99Ms} ms`,
        mark(postgres.p99Ms <= alerts.targetP99Ms),
      ]);
    }
  }

  if (build) {
    lines.push(`## Build (${build.measuredAt})`, '');
    lines.push(
      table(
        ['build', 'time', 'packages from cache'],
        [
          ['clean (lerna run build --skip-nx-cache)', `${build.clean.seconds} s`, build.clean.fromCache],
          [
            build.noChange.fromCache === 0
              ? 'lerna run build right after (--skip-nx-cache left the cache empty, so a full build)'
              : 'nothing changed (lerna run build)',
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

  lines.splice(4, 0, '## Targets', '', table(['target', 'measured', ''], targets), '');
  const notes = path.join(RESULTS_DIR, 'notes.md');
  if (existsSync(notes)) lines.push(readFileSync(notes, 'utf8'));
  writeFileSync(path.join(RESULTS_DIR, 'chart.svg'), chart(panels));
  const file = path.join(RESULTS_DIR, 'report.md');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(writeReport());

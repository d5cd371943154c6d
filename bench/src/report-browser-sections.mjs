/** The report's sections measured in the browser: each adds its lines, its targets and its chart panel. */
import os from 'node:os';
import { kb, mark, table } from './report-markdown.mjs';

/** Federation overhead against the monolith, and federation's own bytes. */
export function federationSection(federation, { lines, targets, panels }) {
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
  // What federation costs the home page beyond the same pages built as one app: the pages' own growth counts in both.
  const overhead = kb(home.federated.jsGzipBytes - home.monolith.jsGzipBytes);
  targets.push([
    'home first-load JS at 1280x720 over the monolith <= 40 KB (federation, no regression)',
    `${overhead} KB`,
    mark(overhead <= 40),
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
      "federation's own bytes on / <= 36 KB gzip",
      `${kb(own.gzipBytes)} KB`,
      mark(kb(own.gzipBytes) <= 36),
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

/** Page speed: Lighthouse and the paint timings, with the monolith's scores (from `federation`) for reference. */
export function pageSpeedSection(speed, federation, { lines, targets, panels }) {
  lines.push(`## Page speed (${speed.measuredAt})`, '');
  lines.push(
    "The site as `npm start` serves it (every remote from the shell's origin, the documents on its port), on a fresh release state and data folder. In the page (PerformanceObserver), cold cache, no throttling, 1280x800, median of 5 loads:",
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
        'SEO',
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
        l.seo ?? 'not measured',
        `${l.median.lcpMs} ms`,
        `${l.median.fcpMs} ms`,
        `${l.median.tbtMs} ms`,
        l.median.cls,
        [...(l.failedAudits ?? []), ...(l.seoFailedAudits ?? [])].join(', '),
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
    if (l.seo !== undefined) {
      // A noindex page loses `is-crawlable` by design; every other SEO audit still counts there.
      const otherFailures = l.seoFailedAudits.filter((audit) => !(l.noindex && audit === 'is-crawlable'));
      targets.push([
        `Lighthouse SEO 100 on ${name}${l.noindex ? ' (noindex: is-crawlable aside)' : ''}`,
        `${l.seo}${otherFailures.length ? ` (${otherFailures.join(', ')})` : ''}`,
        mark(l.noindex ? otherFailures.length === 0 : l.seo === 100),
      ]);
    }
  }
  targets.push(['LCP on / <= 1 s (localhost, no throttling)', `${home.lcpMs} ms`, mark(home.lcpMs <= 1000)]);
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

/** Copies of the shared libraries over a full journey. */
export function copiesSection(copies, { lines, targets }) {
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

/** Route switch to a remote not loaded yet. */
export function routeSwitchSection(routeSwitch, { lines }) {
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

/** Interaction to next paint. */
export function interactionSection(interaction, { lines, targets }) {
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

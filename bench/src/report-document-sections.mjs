/** The report's section on page documents: `/item/{id}` through the cluster's nginx, and a sitemap file. */
import { kb, mark, table } from './report-markdown.mjs';

const TARGETS = { rps: 500, p99Ms: 30, sitemapMs: 2000, sitemapUrls: 50_000 };

export function documentsSection(result, { lines, targets }) {
  const { documents, sitemap } = result;
  const runs = [documents, ...(result.reference ? [result.reference] : [])];
  lines.push(`## Page documents (${result.measuredAt})`, '');
  lines.push(
    `The cluster as \`npm run start:cluster\` runs it (nginx, ${result.instances} API instances, ${result.instances} document servers) on PostgreSQL with ${result.products.toLocaleString('en')} generated products. \`/item/{id}\` documents of random listings (nearly every one a miss of the API's cache) at ${result.rate} requests/s for ${result.seconds} s over ${result.connections} connections (open loop: latency from each request's due time), after a warm-up; then one sitemap file of listings read through nginx ${sitemap.runsMs.length} times. Load average before: ${result.loadAverageBefore.join(', ')}; after: ${result.loadAverageAfter.join(', ')}.`,
    '',
  );
  lines.push(
    table(
      [
        'what',
        'asked',
        'answered/s',
        'p50',
        'p99',
        'failed',
        'sent as the plain shell',
        'CPU seconds (10 s)',
      ],
      runs.map((run) => [
        '/item/{id} documents',
        `${run.rate ?? result.rate}/s`,
        run.rps,
        `${run.p50Ms} ms`,
        `${run.p99Ms} ms`,
        run.non2xx + run.errors,
        run.plainShells,
        run.cpu
          ? Object.entries(run.cpu.cpuSeconds)
              .map(([group, seconds]) => `${group} ${seconds}`)
              .join(', ')
          : '',
      ]),
    ),
    '',
  );
  // CPU per document from a run the cores could carry: an overloaded run's queue hides part of the cost.
  const carried = result.reference?.cpu ? result.reference : documents;
  if (carried.cpu) {
    const cpuSeconds = Object.values(carried.cpu.cpuSeconds).reduce((sum, seconds) => sum + seconds, 0);
    const perDocumentMs = (cpuSeconds * 1000) / carried.total;
    lines.push(
      `At ${carried.rate}/s each document cost ${perDocumentMs.toFixed(1)} ms of CPU in all (the parts above), so ${documents.rate} documents/s need ${((perDocumentMs * documents.rate) / 1000).toFixed(1)} of the machine's ${carried.cpu.cores} cores (it was ${Math.round(documents.cpu.machineBusyShare * 100)}% busy at ${documents.rate}/s).`,
      '',
    );
  }
  lines.push(
    `Sitemap: the index lists ${sitemap.files} files; ${sitemap.file} holds ${sitemap.urls.toLocaleString('en')} URLs (${kb(sitemap.bytes)} KB), read in ${sitemap.medianMs} ms (median; runs ${sitemap.runsMs.join(', ')} ms).`,
    '',
  );
  const documentsMet =
    documents.p99Ms <= TARGETS.p99Ms && documents.non2xx + documents.errors + documents.plainShells === 0;
  targets.push([
    `/item/{id} documents through nginx at ${TARGETS.rps} requests/s on PostgreSQL: p99 <= ${TARGETS.p99Ms} ms, none failed or plain`,
    `p99 ${documents.p99Ms} ms, ${documents.rps}/s, ${documents.plainShells} plain`,
    mark(documentsMet && documents.rps >= TARGETS.rps * 0.95),
  ]);
  targets.push([
    `a sitemap file of ${TARGETS.sitemapUrls.toLocaleString('en')} URLs at ${result.products.toLocaleString('en')} products: <= ${TARGETS.sitemapMs / 1000} s`,
    `${sitemap.medianMs} ms for ${sitemap.urls.toLocaleString('en')} URLs`,
    mark(sitemap.medianMs <= TARGETS.sitemapMs && sitemap.urls === TARGETS.sitemapUrls),
  ]);
}

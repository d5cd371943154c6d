/** The report's sections on features' own costs: saved-search matching, messages, offers, email, real-user telemetry. */
import { kb, mark, table } from './report-markdown.mjs';

/** Saved-search matching: the query that finds the saved searches a new listing matches. */
export function savedSearchSection(alerts, { lines, targets }) {
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

/** Messages: a long conversations list and a long thread paged through at the target's rate. */
export function messagesSection(messages, { lines, targets }) {
  lines.push(`## Messages (${messages.measuredAt})`, '');
  lines.push(
    `PostgreSQL, response cache off: one user with ${messages.conversations.toLocaleString('en')} conversations (${messages.listPages} pages of ${messages.page}) and a thread of ${messages.threadMessages.toLocaleString('en')} messages (${messages.threadPages} pages), every page read in turn at ${messages.rate} requests/s for ${messages.seconds} s over ${messages.connections} connections (open loop: latency from each request's due time), after a warm-up.`,
    '',
  );
  loadRows(messages, { lines, targets });
}

/** Offers: GET /offers paged through at the target's rate, with 100,000 offers stored. */
export function offersSection(offers, { lines, targets }) {
  lines.push(`## Offers (${offers.measuredAt})`, '');
  lines.push(
    `PostgreSQL, response cache off: ${offers.offers.toLocaleString('en')} offers stored, ${offers.readerOffers.toLocaleString('en')} of them received by one seller, whose first ${offers.pagesWalked} pages of ${offers.page} are read in turn, and a buyer's first page, each at ${offers.rate} requests/s for ${offers.seconds} s over ${offers.connections} connections (open loop: latency from each request's due time), after a warm-up.`,
    '',
  );
  loadRows(offers, { lines, targets });
}

/** The table of calls made at a target rate, and each call's line in the targets. */
function loadRows(result, { lines, targets }) {
  const rows = Object.entries(result.rows).map(([call, x]) => [
    call,
    x.rps,
    `${x.p50Ms} ms`,
    `${x.p99Ms} ms`,
    x.non2xx + x.errors,
    x.loadBefore,
  ]);
  lines.push(table(['call', 'requests/s', 'p50', 'p99', 'failed', 'load average before'], rows), '');
  for (const [call, x] of Object.entries(result.rows)) {
    targets.push([
      `${call} at ${result.targets.rps} requests/s: p99 <= ${result.targets.p99Ms} ms`,
      `p99 ${x.p99Ms} ms`,
      mark(x.p99Ms <= result.targets.p99Ms && x.non2xx + x.errors === 0),
    ]);
  }
}

/** The email outbox: 10,000 emails drained to a local SMTP sink while a product page is read at a fixed rate. */
export function emailDrainSection(email, { lines, targets }) {
  lines.push(`## Email outbox drain (${email.measuredAt})`, '');
  lines.push(
    `PostgreSQL, response cache on (as deployed): ${email.emails.toLocaleString('en')} emails queued in one transaction (${email.queueMs} ms) go out through the API's own worker (${email.workerConcurrency} SMTP connections, at most ${email.workerRatePerSecond ?? 'unpaced'} a second) to a local SMTP sink (smtp-server, in its own process), while GET /products/1 (the first category's list, the API bench's row) runs at ${email.rate} requests/s over ${email.connections} connections for ${email.seconds} s (open loop) just before, during and after the drain. Outbox at the end: ${Object.entries(
      email.outbox,
    )
      .map(([status, n]) => `${n} ${status}`)
      .join(', ')}.`,
    '',
  );
  const rows = Object.entries(email.read).map(([when, x]) => [
    `GET /products/1 ${when} the drain`,
    x.rps,
    `${x.p50Ms} ms`,
    `${x.p99Ms} ms`,
    x.non2xx + x.errors,
  ]);
  lines.push(table(['call', 'requests/s', 'p50', 'p99', 'failed'], rows), '');
  lines.push(
    `Drained in ${email.drainSeconds} s: ${email.emailsPerSecond} emails a second${email.drainCoveredLoad ? '' : ' (the drain ended before the read load did)'}.`,
    '',
  );
  targets.push([
    `email drain to a local SMTP sink >= ${email.targets.emailsPerSecond} a second`,
    `${email.emailsPerSecond} a second`,
    mark(email.emailsPerSecond >= email.targets.emailsPerSecond && email.received === email.emails),
  ]);
  targets.push([
    `GET /products/1 p99 during the drain <= ${email.targets.p99Ratio}x without it`,
    `${email.read.during.p99Ms} ms vs ${email.read.before.p99Ms} ms (${email.p99Ratio}x)`,
    mark(email.p99Ratio <= email.targets.p99Ratio && email.drainCoveredLoad),
  ]);
}

/** Real-user telemetry: its bytes on the first load and the API's CPU per batch. */
export function telemetrySection(telemetry, { lines, targets }) {
  lines.push(`## Real-user telemetry (${telemetry.measuredAt})`, '');
  lines.push(
    `The shell's telemetry code (shell/src/telemetry/) in the files of the first load (${telemetry.firstLoadFiles.join(', ')}), cut out through their source maps and gzipped on its own; the reporter chunk, web-vitals included, loads once the page has settled. The API: ${telemetry.api.batches.toLocaleString('en')} POST /telemetry batches as a tab sends them (a page view and four vitals, an error in one batch of ten) injected into the real app on PGlite after a warm-up: the process's CPU time per batch, the database's included (PGlite runs in the process).`,
    '',
  );
  lines.push(
    table(
      ['what', 'figure'],
      [
        ['first load (gzip)', `${kb(telemetry.firstLoadGzipBytes)} KB`],
        ['reporter chunk, after the page settles (gzip)', `${kb(telemetry.reporterGzipBytes)} KB`],
        ['API CPU per batch', `${telemetry.api.cpuMsPerBatch} ms`],
        ['API wall time per batch (one at a time)', `${telemetry.api.wallMsPerBatch} ms`],
      ],
    ),
    '',
  );
  targets.push([
    `telemetry on the first load <= ${kb(telemetry.firstLoadBudgetBytes)} KB gzip`,
    `${kb(telemetry.firstLoadGzipBytes)} KB; API ${telemetry.api.cpuMsPerBatch} ms CPU per batch`,
    mark(telemetry.firstLoadGzipBytes <= telemetry.firstLoadBudgetBytes),
  ]);
}

/**
 * A clean console on every page a journey opens: each console error, uncaught page error, failed request and
 * answer of 400 or more fails the test, unless the test declared it first (a journey that stops a server or
 * asks for something missing on purpose). openPage() watches every page of its browser context, popups too;
 * the check runs after each test (console-guard-setup.ts) and the declarations end with the test.
 *
 * Chromium's Issues (the DevTools panel) count too, the kinds Lighthouse's `inspector-issues` audit scores: a
 * blocked resource (CSP, CORP), mixed content, a refused cookie. Some have no console line of their own.
 *
 * Two kinds of noise are not problems: requests the browser itself cancels (net::ERR_ABORTED: a navigation,
 * a closed page, an aborted fetch), and Chromium's console line "Failed to load resource" (the same failure
 * is already reported once as its request, with the URL and status that a declaration names).
 */
import type { BrowserContext, ConsoleMessage, Page, Request, Response } from 'playwright-core';

type ProblemKind = 'console error' | 'page error' | 'browser issue' | 'failed request' | 'error answer';

interface Problem {
  kind: ProblemKind;
  /** The console text, the error message, the issue and what it names, or the request's method and URL. */
  text: string;
  url?: string;
  status?: number;
}

interface Declaration {
  kind: 'console' | 'request';
  pattern: RegExp;
  /** Requests only: the one status the answer may have; a failed connection (no answer) when null. */
  status?: number | null;
}

interface Watch {
  problems: Problem[];
  declarations: Declaration[];
  closed: boolean;
}

const watches = new Map<BrowserContext, Watch>();

function watchOf(context: BrowserContext): Watch {
  let watch = watches.get(context);
  if (!watch) {
    watch = { problems: [], declarations: [], closed: false };
    watches.set(context, watch);
  }
  return watch;
}

/** The Issues that Lighthouse's `inspector-issues` audit counts (its best-practices score), by CDP code. */
const SCORED_ISSUES = new Set([
  'ContentSecurityPolicyIssue',
  'MixedContentIssue',
  'CookieIssue',
  'BlockedByResponseIssue',
  'HeavyAdIssue',
]);

/** What the guard reads of CDP's Audits.InspectorIssue: the code, and the URL each scored kind is about. */
interface InspectorIssue {
  code: string;
  details: {
    contentSecurityPolicyIssueDetails?: { blockedURL?: string };
    mixedContentIssueDetails?: { request?: { url: string }; mainResourceURL: string };
    cookieIssueDetails?: { request?: { url: string }; cookieUrl?: string };
    blockedByResponseIssueDetails?: { request: { url: string } };
  };
}

/** 'ContentSecurityPolicyIssue https://apis.google.com/js/api.js': the code and the URL it is about. */
export function describeIssue(issue: InspectorIssue): string {
  const { details } = issue;
  const url =
    details.contentSecurityPolicyIssueDetails?.blockedURL ??
    details.mixedContentIssueDetails?.request?.url ??
    details.mixedContentIssueDetails?.mainResourceURL ??
    details.cookieIssueDetails?.request?.url ??
    details.cookieIssueDetails?.cookieUrl ??
    details.blockedByResponseIssueDetails?.request.url;
  return url ? `${issue.code} ${url}` : issue.code;
}

/** Chromium sends the issues it recorded before Audits.enable too, so a page's first ones are not missed. */
async function watchIssues(page: Page, watch: Watch): Promise<void> {
  const session = await page.context().newCDPSession(page);
  session.on('Audits.issueAdded', ({ issue }: { issue: InspectorIssue }) => {
    if (SCORED_ISSUES.has(issue.code))
      watch.problems.push({ kind: 'browser issue', text: describeIssue(issue) });
  });
  await session.send('Audits.enable');
}

function watchPage(page: Page, watch: Watch): void {
  // A page closed before its session opened has nothing left to report.
  watchIssues(page, watch).catch(() => undefined);
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    if (message.text().startsWith('Failed to load resource')) return;
    watch.problems.push({ kind: 'console error', text: message.text(), url: message.location().url });
  });
  page.on('pageerror', (error) =>
    watch.problems.push({ kind: 'page error', text: String(error.stack ?? error) }),
  );
  page.on('requestfailed', (request: Request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    if (reason === 'net::ERR_ABORTED') return;
    watch.problems.push({
      kind: 'failed request',
      text: `${request.method()} ${request.url()} (${reason})`,
      url: request.url(),
    });
  });
  page.on('response', (response: Response) => {
    if (response.status() < 400) return;
    const request = response.request();
    watch.problems.push({
      kind: 'error answer',
      text: `${request.method()} ${response.url()} answered ${response.status()}`,
      url: response.url(),
      status: response.status(),
    });
  });
}

/** Watches every page of the context, those open now and those it opens later (popups, new tabs). */
export function watchContext(context: BrowserContext): void {
  const watch = watchOf(context);
  for (const page of context.pages()) watchPage(page, watch);
  context.on('page', (page) => watchPage(page, watch));
  context.on('close', () => {
    watch.closed = true;
  });
}

/**
 * Declares, for this test, console or page errors and browser issues whose text matches `pattern` on `page`'s
 * browser context (an issue's text is its code and URL, see describeIssue).
 */
export function expectConsoleError(page: Page, pattern: RegExp): void {
  watchOf(page.context()).declarations.push({ kind: 'console', pattern });
}

/**
 * Declares, for this test, requests whose URL matches `pattern` that fail on `page`'s browser context: with
 * `status`, only answers with that status; with `null`, only requests that got no answer (a server down);
 * without it, both.
 */
export function expectFailedRequest(page: Page, pattern: RegExp, status?: number | null): void {
  watchOf(page.context()).declarations.push({ kind: 'request', pattern, status });
}

function declared(problem: Problem, declarations: Declaration[]): boolean {
  return declarations.some((declaration) => {
    if (declaration.kind === 'console') {
      return (
        (problem.kind === 'console error' ||
          problem.kind === 'page error' ||
          problem.kind === 'browser issue') &&
        declaration.pattern.test(problem.text)
      );
    }
    if (problem.kind !== 'failed request' && problem.kind !== 'error answer') return false;
    if (!declaration.pattern.test(problem.url ?? '')) return false;
    if (declaration.status === undefined) return true;
    return declaration.status === null
      ? problem.kind === 'failed request'
      : problem.status === declaration.status;
  });
}

/**
 * What the test's pages did wrong without declaring it, as lines of text; empties every record and
 * declaration for the next test.
 */
export function takeUndeclaredProblems(): string[] {
  const lines: string[] = [];
  for (const [context, watch] of watches) {
    for (const problem of watch.problems) {
      if (declared(problem, watch.declarations)) continue;
      const where = problem.kind === 'console error' && problem.url ? ` (logged by ${problem.url})` : '';
      lines.push(`${problem.kind}: ${problem.text}${where}`);
    }
    watch.problems = [];
    watch.declarations = [];
    if (watch.closed) watches.delete(context);
  }
  return lines;
}

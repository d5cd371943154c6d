/**
 * A clean console on every page a journey opens: each console error, uncaught page error, failed request and
 * answer of 400 or more fails the test, unless the test declared it first (a journey that stops a server or
 * asks for something missing on purpose). openPage() watches every page of its browser context, popups too;
 * the check runs after each test (console-guard-setup.ts) and the declarations end with the test.
 *
 * Two kinds of noise are not problems: requests the browser itself cancels (net::ERR_ABORTED: a navigation,
 * a closed page, an aborted fetch), and Chromium's console line "Failed to load resource" (the same failure
 * is already reported once as its request, with the URL and status that a declaration names).
 */
import type { BrowserContext, ConsoleMessage, Page, Request, Response } from 'playwright-core';

type ProblemKind = 'console error' | 'page error' | 'failed request' | 'error answer';

interface Problem {
  kind: ProblemKind;
  /** The console text, the error message, or the request's method and URL. */
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

function watchPage(page: Page, watch: Watch): void {
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

/** Declares, for this test, console or page errors whose text matches `pattern` on `page`'s browser context. */
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
        (problem.kind === 'console error' || problem.kind === 'page error') &&
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

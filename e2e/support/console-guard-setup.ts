/** Every e2e test ends with a clean console check of the pages it opened (see console-guard.ts). */
import { takeUndeclaredProblems } from './console-guard';

afterEach(() => {
  const problems = takeUndeclaredProblems();
  if (problems.length > 0) {
    throw new Error(
      `The pages of this test logged ${problems.length} problem(s) it did not declare ` +
        `(expectConsoleError / expectFailedRequest in e2e/support/console-guard.ts):\n${problems.join('\n')}`,
    );
  }
});

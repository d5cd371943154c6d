/**
 * `npm run test:mutations -w api`: applies each planted change (src/mutations/planted-changes.ts) alone, runs the
 * test files it names on PGlite, and restores the file, also when the run is interrupted. A change whose tests
 * stay green survived; the run lists the survivors and fails if there are any. The tests must pass unchanged first
 * (else every change would look caught). `-- <text>` runs only the changes whose name contains it.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { applyChange } from '../mutations/apply-change';
import { PLANTED_CHANGES, type PlantedChange } from '../mutations/planted-changes';

const apiRoot = join(__dirname, '..', '..');
const only = process.argv[2];
const changes = PLANTED_CHANGES.filter((change) => !only || change.name.includes(only));

let restore: (() => void) | null = null;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    restore?.();
    process.exit(130);
  });
}

function testsPass(testFiles: string[]): boolean {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_OPTIONS: '--experimental-vm-modules --no-warnings=ExperimentalWarning',
    // Built once by the script's pre-step; the planted change is in the sources the tests compile themselves.
    API_TESTS_PREBUILT: '1',
  };
  delete env.DATABASE_URL;
  const run = spawnSync('npx', ['jest', '--silent', '--bail', ...testFiles], {
    cwd: apiRoot,
    env,
    stdio: 'ignore',
  });
  return run.status === 0;
}

function survives(change: PlantedChange): boolean {
  const path = join(apiRoot, change.file);
  const original = readFileSync(path, 'utf8');
  restore = () => writeFileSync(path, original);
  writeFileSync(path, applyChange(original, change));
  try {
    return testsPass(change.tests);
  } finally {
    restore();
    restore = null;
  }
}

if (changes.length === 0) {
  console.error(`No planted change's name contains "${only}".`);
  process.exit(2);
}

// A run whose tests fail without any change would count every change as caught.
const baselineFiles = [...new Set(changes.flatMap((change) => change.tests))];
if (!testsPass(baselineFiles)) {
  console.error(
    `The tests fail before any change is planted (${baselineFiles.join(', ')}): run them with npx jest to see why.`,
  );
  process.exit(2);
}
console.log(`baseline: ${baselineFiles.length} test files pass without any change`);

const survivors: PlantedChange[] = [];
for (const [index, change] of changes.entries()) {
  const started = Date.now();
  const survived = survives(change);
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `${index + 1}/${changes.length} ${survived ? 'SURVIVED' : 'caught  '} ${change.name} (${seconds} s)`,
  );
  if (survived) survivors.push(change);
}

console.log(
  `\n${changes.length - survivors.length} of ${changes.length} planted changes caught, ${survivors.length} survived`,
);
for (const change of survivors)
  console.log(`  survived: ${change.name} (${change.file}; ${change.tests.join(', ')})`);
process.exitCode = survivors.length > 0 ? 1 : 0;

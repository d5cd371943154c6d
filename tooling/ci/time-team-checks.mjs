#!/usr/bin/env node
/**
 * Times each team's check (`npm run ci -w <package>`) one after another and writes the table of
 * docs/team-workflow.md ("How long it takes") from what the runs printed, so the figures there are never typed by
 * hand. Run it on a fresh clone after `npm ci`, with nothing else running: `npm run ci:time-teams`.
 * `-- mfe-catalog mfe-auth` times only those; the others keep their rows.
 */
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { PACKAGES, ROOT } from './ci-steps.mjs';

const DOC = join(ROOT, 'docs', 'team-workflow.md');
const START = '<!-- team-check-times:start -->';
const END = '<!-- team-check-times:end -->';

/** Runs one team's check, echoing its output; resolves to what it printed and its exit code. */
function runCheck(pkg) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'ci', '-w', pkg], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (data) => {
        output += data;
        process.stdout.write(data);
      });
    child.on('close', (code) => resolve({ output, code }));
  });
}

/** The summary runSteps prints last: `ok  12.3 s  name` per step, then `passed in N s`. */
function summaryOf(output) {
  const tail = output.slice(output.lastIndexOf('\n== ci '));
  const steps = [...tail.matchAll(/^(ok|FAILED|skipped)?\s+([\d.]+) s {2}(.+)$/gm)].map(
    ([, status, seconds, name]) => ({
      status: status ?? '',
      seconds: Number(seconds),
      name: name.trim(),
    }),
  );
  const total = tail.match(/^(passed|FAILED) in (\d+) s$/m);
  return { steps, total: total ? Number(total[2]) : null, passed: total?.[1] === 'passed' };
}

function row(pkg, { steps, total, passed }) {
  const time = (pattern) => steps.find((entry) => pattern.test(entry.name))?.seconds;
  const journeys = steps.find((entry) => entry.name.startsWith('browser tests:'));
  const files = journeys ? journeys.name.replace('browser tests: ', '').split(', ').length : 0;
  const cell = (seconds) => (seconds === undefined ? '-' : `${seconds} s`);
  return `| \`${pkg}\` | ${passed ? `${total} s` : `failed after ${total} s`} | ${cell(time(/^lint/))} | ${cell(
    time(/steps at once/),
  )} | ${cell(time(/\(production\)$/))} | ${journeys ? `${cell(journeys.seconds)} (${files} files)` : 'none'} |`;
}

const chosen = process.argv.slice(2).length > 0 ? process.argv.slice(2) : PACKAGES;
const doc = readFileSync(DOC, 'utf8');
const table = doc.slice(doc.indexOf(START), doc.indexOf(END));
const rows = new Map(
  [...table.matchAll(/^\| `([^`]+)` \|.*$/gm)]
    .map(([line, pkg]) => [pkg, line])
    .filter(([pkg]) => PACKAGES.includes(pkg)),
);
let failed = false;
for (const pkg of chosen) {
  const { output, code } = await runCheck(pkg);
  failed ||= code !== 0;
  rows.set(pkg, row(pkg, summaryOf(output)));
}

const machine = `${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}`;
const lines = [
  START,
  `Written by \`npm run ci:time-teams\` on ${new Date().toISOString().slice(0, 10)}, ${machine}:`,
  '',
  '| `npm run ci -w` | total | lint | typecheck, unit tests, contract (at once) | own production build | browser journeys |',
  '| --- | --- | --- | --- | --- | --- |',
  ...PACKAGES.filter((pkg) => rows.has(pkg)).map((pkg) => rows.get(pkg)),
  '',
];
writeFileSync(DOC, doc.slice(0, doc.indexOf(START)) + lines.join('\n') + doc.slice(doc.indexOf(END)));
process.exit(failed ? 1 : 0);

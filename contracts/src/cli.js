#!/usr/bin/env node
/**
 * `node contracts/src/cli.js check [package...]`: fails when a package's current contract breaks its committed
 * snapshot (a removal or change); additive changes pass with a reminder to record them.
 * `node contracts/src/cli.js update [package...]`: records the current contracts as the new snapshots.
 */
const {
  CONTRACT_PACKAGES,
  checkContract,
  committedContract,
  currentContract,
  writeContract,
} = require('./contracts');

const [command = 'check', ...named] = process.argv.slice(2);
const packages = named.length > 0 ? named : CONTRACT_PACKAGES;
const unknown = packages.filter((pkg) => !CONTRACT_PACKAGES.includes(pkg));
if (!['check', 'update'].includes(command) || unknown.length > 0) {
  console.error(`usage: cli.js check|update [${CONTRACT_PACKAGES.join('|')} ...]`);
  if (unknown.length > 0) console.error(`no contract for: ${unknown.join(', ')}`);
  process.exit(2);
}

let broken = 0;
for (const pkg of packages) {
  const current = currentContract(pkg);
  if (command === 'update') {
    writeContract(pkg, current);
    console.log(`${pkg}: contract recorded`);
    continue;
  }
  const { problems, grew } = checkContract(committedContract(pkg), current);
  if (problems.length > 0) {
    broken += 1;
    console.error(`${pkg}: the contract is broken (a removal or change that old consumers would trip on):`);
    for (const problem of problems) console.error(`  - ${problem}`);
  } else if (grew) {
    console.log(`${pkg}: compatible, with additions; record them with: npm run update -w contracts`);
  } else {
    console.log(`${pkg}: contract unchanged`);
  }
}
if (broken > 0) {
  console.error('\nMake the change backward compatible (add, do not remove or change), or version it.');
  process.exit(1);
}

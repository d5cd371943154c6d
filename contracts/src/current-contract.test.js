/** The sources of today keep every contract that is committed in contracts/snapshots. */
const { CONTRACT_PACKAGES, checkContract, committedContract, currentContract } = require('./contracts');

it.each(CONTRACT_PACKAGES)('%s still offers everything its committed contract promises', (pkg) => {
  const { problems } = checkContract(committedContract(pkg), currentContract(pkg));
  expect(problems).toEqual([]);
});

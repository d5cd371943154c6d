/**
 * For the tests of the versioning and commit tooling: a throw-away clone of this repository at HEAD, on a branch
 * of its own, using this checkout's installed node_modules (a link: nothing is installed), with a committer set.
 */
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const ROOT = path.resolve(__dirname, '..', '..');

function scratchClone() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scratch-clone-'));
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--no-checkout', '--no-tags', ROOT, dir]);
  const git = (...args) => execFileSync('git', args, { cwd: dir, encoding: 'utf8' });
  git('checkout', '--quiet', '-b', 'scratch', head);
  git('config', 'user.name', 'Scratch Tester');
  git('config', 'user.email', 'scratch@example.test');
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  // .gitignore's `node_modules/` matches folders only, not the link.
  fs.appendFileSync(path.join(dir, '.git', 'info', 'exclude'), '/node_modules\n');
  return {
    dir,
    git,
    /** Writes a file (relative to the clone) and commits it alone with the given message. */
    commit(file, text, message) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
      git('add', file);
      git('commit', '--quiet', '-m', message);
    },
    remove() {
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

module.exports = { ROOT, scratchClone };

const { rmSync } = require('node:fs');

/**
 * Removes the PGlite dump global-setup wrote; stops the Auth Emulator it started (a lent one is left running) and
 * removes its folder.
 */
module.exports = async function globalTeardown() {
  if (globalThis.__PGLITE_DUMP__) rmSync(globalThis.__PGLITE_DUMP__, { force: true });
  const child = globalThis.__AUTH_EMULATOR__;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // detached: the emulator runs in its own process group, which we own.
  process.kill(-child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {}
  }, 10_000);
  await exited;
  clearTimeout(timer);
  rmSync(globalThis.__AUTH_EMULATOR_DIR__, { recursive: true, force: true });
};

/** Stops the Auth Emulator if global-setup started it (a reused one is left running). */
module.exports = async function globalTeardown() {
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
};

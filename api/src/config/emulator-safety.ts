/** Emulator mode's guard: the server refuses to serve forged-token mode beyond loopback unless told to. */
import type { AppConfig } from './env';

export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127(\.\d{1,3}){3}$/.test(bare);
}

/**
 * The Auth Emulator accepts unsigned ID tokens that anyone can make, so emulator mode may only serve loopback
 * unless the operator opts in explicitly.
 */
export function assertSafeEmulatorSetup(config: AppConfig): void {
  if (config.firebaseAuthEmulatorHost && !isLoopbackHost(config.host) && !config.allowEmulatorOffLoopback) {
    throw new Error(
      `Refusing to start: FIREBASE_AUTH_EMULATOR_HOST is set (emulator mode accepts forged ID tokens) while HOST=${config.host} is not a loopback address. Listen on 127.0.0.1, unset FIREBASE_AUTH_EMULATOR_HOST, or set ALLOW_EMULATOR_OFF_LOOPBACK=true for a throw-away demo.`,
    );
  }
}

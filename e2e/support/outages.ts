/**
 * What a journey that stops a part of the site on purpose declares to the console guard (console-guard.ts):
 * the requests the stopped server cannot answer, and the one line the shell logs for a remote it cannot load.
 */
import type { Page } from 'playwright-core';
import { expectConsoleError, expectFailedRequest } from './console-guard';
import { API_URL, type FrontEnd, PORTS, SITE } from './site';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A remote's static server is down: its files get no answer, and the error that names it is logged where it is
 * met: by the shell's federation plugin ('could not load'), its boundary around the remote's page ('failed'),
 * and React, which reports what a boundary caught.
 */
export function expectRemoteDown(page: Page, remote: Exclude<FrontEnd, 'shell'>): void {
  expectFailedRequest(page, new RegExp(`^http://${escaped(SITE.host)}:${PORTS[remote]}/`), null);
  expectConsoleError(page, new RegExp(`^Remote "${remote}" (could not load|failed)`));
  expectConsoleError(
    page,
    new RegExp(`^RemoteUnavailableError: The "${remote}" part of the site could not be loaded`),
  );
}

/** The API is down: its calls get no answer. */
export function expectApiDown(page: Page): void {
  expectFailedRequest(page, new RegExp(`^${escaped(API_URL)}/`), null);
}

/** The Auth Emulator is down: sign-in calls get no answer. */
export function expectAuthEmulatorDown(page: Page): void {
  const emulator = `http://${SITE.authEmulator.host}:${PORTS.emulator}/identitytoolkit.googleapis.com/`;
  expectFailedRequest(page, new RegExp(`^${escaped(emulator)}`), null);
}

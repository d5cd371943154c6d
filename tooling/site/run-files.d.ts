/** Types of run-files.js: the servers' files written from the site map at start. */
import type { SiteConfig } from './site-config';

export const RUN_DIR: string;
export function writeRunFile(name: string, text: string, dir?: string): string;
export function writeServeConfig(site: SiteConfig, kind: 'shell' | 'remote', dir?: string): string;
export function firebaseConfig(site: SiteConfig): Record<string, unknown>;
export function writeFirebaseConfig(site: SiteConfig, dir?: string): string;
export function emulatorArgs(site: SiteConfig, dir?: string, options?: { accountsDir?: string }): string[];

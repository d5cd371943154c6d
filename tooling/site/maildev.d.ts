/** Types of maildev.js: MailDev, the local mail catcher, from the site map. */
import type { ChildProcess, SpawnOptions } from 'node:child_process';
import type { SiteConfig } from './site-config';

export const MAILDEV_BIN: string;
export function mailDevArgs(site: SiteConfig): string[];
export function smtpUrlOf(site: SiteConfig): string;
export function inboxUrlOf(site: SiteConfig): string;
export function startMailDev(site: SiteConfig, options?: SpawnOptions): ChildProcess;

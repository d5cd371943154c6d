/**
 * MailDev (the root's `maildev` bin) as the tests' SMTP server: started on free ports of this worker's range,
 * read through its REST API, stopped at the end. Real SMTP, no mock.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EmailConfig } from '../src/config/email-config';
import { testConfig } from './helpers';
import { freeReliabilityPort } from './reliability-port';

export interface SinkEmail {
  id: string;
  subject: string;
  to: { address: string }[];
  headers: Record<string, string>;
  html: string;
  text: string;
}

export interface MailSink {
  smtpUrl: string;
  emails(): Promise<SinkEmail[]>;
  /** The inbox once it holds `count` emails (MailDev stores each a moment after accepting it), or after 10 s. */
  inbox(count: number): Promise<SinkEmail[]>;
  /** The raw message, headers included. */
  source(id: string): Promise<string>;
  clear(): Promise<void>;
  stop(): Promise<void>;
}

const MAILDEV_BIN = path.resolve(__dirname, '..', '..', 'node_modules', '.bin', 'maildev');

export async function startMailSink(): Promise<MailSink> {
  const smtpPort = await freeReliabilityPort();
  let webPort = await freeReliabilityPort();
  while (webPort === smtpPort) webPort = await freeReliabilityPort();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'maildev-'));
  const child: ChildProcess = spawn(
    MAILDEV_BIN,
    [
      ...['--smtp', String(smtpPort), '--web', String(webPort), '--ip', '127.0.0.1'],
      ...['--web-ip', '127.0.0.1', '--mail-directory', folder, '--silent'],
    ],
    { stdio: 'ignore' },
  );
  const web = `http://127.0.0.1:${webPort}`;
  const get = async (url: string) => {
    const response = await fetch(`${web}${url}`);
    if (!response.ok) throw new Error(`MailDev ${url}: ${response.status}`);
    return response;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await get('/api/email');
      break;
    } catch (error) {
      if (Date.now() > deadline || child.exitCode !== null) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  const emails = async () => (await get('/api/email')).json() as Promise<SinkEmail[]>;
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    emails,
    inbox: async (count) => {
      const inboxDeadline = Date.now() + 10_000;
      for (;;) {
        const held = await emails();
        if (held.length >= count || Date.now() > inboxDeadline) return held;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    source: async (id) => (await get(`/api/email/${id}/source`)).text(),
    clear: async () => {
      // MailDev now and then drops a kept-alive connection: a second try on a new one goes through.
      for (let attempt = 1; ; attempt++) {
        try {
          await fetch(`${web}/api/email/all`, { method: 'DELETE', headers: { connection: 'close' } });
          return;
        } catch (error) {
          if (attempt === 3) throw error;
        }
      }
    },
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** The app's email settings sending to `sink`, the poll out of the way: a test drains when it means to (a new
 * notification still wakes the job). */
export function emailSettings(sink: MailSink, overrides: Partial<EmailConfig> = {}): { email: EmailConfig } {
  return { email: { ...testConfig().email, smtpUrl: sink.smtpUrl, pollMs: 3_600_000, ...overrides } };
}

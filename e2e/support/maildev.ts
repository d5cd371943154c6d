/** MailDev's REST API (the site's inbox on `npm start`): what the journeys read the site's email from. */
import { PORTS } from './site';

export const INBOX_URL = `http://localhost:${PORTS.mail}`;

export interface InboxEmail {
  id: string;
  subject: string;
  to: { address: string }[];
  text: string;
  html: string;
}

export async function inbox(): Promise<InboxEmail[]> {
  const response = await fetch(`${INBOX_URL}/api/email`);
  if (!response.ok) throw new Error(`MailDev GET /api/email: ${response.status}`);
  return (await response.json()) as InboxEmail[];
}

export async function emailSource(id: string): Promise<string> {
  return (await fetch(`${INBOX_URL}/api/email/${id}/source`)).text();
}

export async function clearInbox(): Promise<void> {
  await fetch(`${INBOX_URL}/api/email/all`, { method: 'DELETE' });
}

/** The emails to `address` whose subject matches, once there are `count` of them (or the time is up). */
export async function emailsTo(
  address: string,
  subject: RegExp,
  count = 1,
  timeoutMs = 30_000,
): Promise<InboxEmail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = (await inbox().catch(() => [])).filter(
      (email) => email.to.some((to) => to.address === address) && subject.test(email.subject),
    );
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * Writes an email: subject, a plain-text part and an HTML part with an absolute link to act on, the product's
 * photo only when it is one of our own image URLs (no tracking pixels, no images from elsewhere, no scripts),
 * and the unsubscribe link of its kind.
 */
import { EMAIL_CATEGORY_LABELS } from '@marketplace/shared/constants';
import type { EmailCategory } from '@marketplace/shared/types';
import type { EmailFacts, EmailTemplate } from './email-template';

export interface WrittenEmail {
  subject: string;
  text: string;
  html: string;
}

export interface EmailLinks {
  /** Absolute URL of the page to act on. */
  action: string;
  /** Absolute URL of the one-click unsubscribe (List-Unsubscribe). */
  unsubscribe: string;
  /** Absolute URL of the Email notifications page. */
  preferences: string;
  /** The product's photo, already checked to be ours; null for none. */
  picture: string | null;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function page(body: string): string {
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#222;max-width:560px;margin:0 auto;padding:16px">${body}</body></html>`;
}

function footer(category: EmailCategory | 'digest', links: EmailLinks): { text: string; html: string } {
  const what = category === 'digest' ? 'these emails' : `${EMAIL_CATEGORY_LABELS[category]} emails`;
  return {
    text: `\n--\nStop ${what}: ${links.unsubscribe}\nChoose which emails you get: ${links.preferences}\n`,
    html: `<hr><p style="font-size:12px;color:#666"><a href="${escapeHtml(links.unsubscribe)}">Stop ${escapeHtml(what)}</a> · <a href="${escapeHtml(links.preferences)}">Choose which emails you get</a></p>`,
  };
}

export function writeEmail(template: EmailTemplate, facts: EmailFacts, links: EmailLinks): WrittenEmail {
  const subject = template.subject(facts);
  const end = footer(template.category, links);
  const listText = facts.listed.map((item) => `- ${item.name}\n  ${item.link}\n`).join('');
  const listHtml =
    facts.listed.length > 0
      ? `<ul>${facts.listed.map((item) => `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.name)}</a></li>`).join('')}</ul>`
      : '';
  const text = `Hello ${facts.recipientName},\n\n${facts.notificationText}\n\n${listText ? `${listText}\n` : ''}${template.action}: ${links.action}\n${end.text}`;
  const photo = links.picture
    ? `<p><img src="${escapeHtml(links.picture)}" alt="${escapeHtml(facts.productName ?? '')}" width="240" style="max-width:100%;height:auto"></p>`
    : '';
  const html = page(
    `<p>Hello ${escapeHtml(facts.recipientName)},</p><p>${escapeHtml(facts.notificationText)}</p>${listHtml}${photo}` +
      `<p><a href="${escapeHtml(links.action)}" style="display:inline-block;background:#1f6feb;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(template.action)}</a></p>` +
      end.html,
  );
  return { subject, text, html };
}

/** One email standing for the ones held over the hourly cap. */
export function writeDigest(
  recipientName: string,
  lines: readonly { text: string; action: string }[],
  links: Omit<EmailLinks, 'action' | 'picture'>,
): WrittenEmail {
  const end = footer('digest', { ...links, action: '', picture: null });
  const subject = `${lines.length} ${lines.length === 1 ? 'update' : 'updates'} from the marketplace`;
  const text = `Hello ${recipientName},\n\nWhile we held back your emails for an hour:\n\n${lines
    .map((line) => `- ${line.text}\n  ${line.action}`)
    .join('\n')}\n${end.text}`;
  const html = page(
    `<p>Hello ${escapeHtml(recipientName)},</p><p>While we held back your emails for an hour:</p><ul>${lines
      .map((line) => `<li><a href="${escapeHtml(line.action)}">${escapeHtml(line.text)}</a></li>`)
      .join('')}</ul>${end.html}`,
  );
  return { subject, text, html };
}

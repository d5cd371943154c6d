/** Writes one leased email (or digest) and hands it to SMTP with its List-Unsubscribe headers. */
import { EMAIL_PREFERENCES_PATH } from '@marketplace/shared/constants';
import type { Transporter } from 'nodemailer';
import type { EmailConfig } from '../../../config/email-config';
import type { EmailOutboxRepository, LeasedEmail } from '../repositories/email-outbox-repository';
import { EMAIL_TEMPLATES } from './email-kinds';
import { type WrittenEmail, writeDigest, writeEmail } from './email-message';
import type { EmailTemplate } from './email-template';
import type { UnsubscribeScope, UnsubscribeTokens } from './unsubscribe-token';

export interface SendContext {
  config: EmailConfig;
  tokens: UnsubscribeTokens;
  unsubscribeUrl(token: string): string;
  messageIdDomain: string;
  publicUrl: string;
}

function absolute(siteUrl: string, link: string | null): string {
  return new URL(link ?? '/', `${siteUrl}/`).toString();
}

/** Sends the email; `skipped` when it turns out to have nothing to say (a digest of kinds since switched off). */
export async function sendOne(
  transport: Transporter,
  outbox: EmailOutboxRepository,
  email: LeasedEmail,
  context: SendContext,
): Promise<'sent' | 'skipped'> {
  const { config, tokens } = context;
  const scope: UnsubscribeScope = email.kind === 'digest' ? 'all' : (email.category as UnsubscribeScope);
  const unsubscribe = context.unsubscribeUrl(tokens.sign(email.userId, scope));
  const preferences = absolute(config.siteUrl, EMAIL_PREFERENCES_PATH);
  let written: WrittenEmail;
  if (email.kind === 'digest') {
    const lines = await outbox.digestLines(email.id);
    if (lines.length === 0) return 'skipped';
    written = writeDigest(
      email.recipientName,
      lines.map((line) => ({ text: line.text, action: absolute(config.siteUrl, line.link) })),
      { unsubscribe, preferences },
    );
  } else {
    const template = EMAIL_TEMPLATES[email.kind as keyof typeof EMAIL_TEMPLATES] as EmailTemplate;
    const ours = email.productPicture?.startsWith(`${context.publicUrl}/images/`) ?? false;
    written = writeEmail(
      template,
      {
        recipientName: email.recipientName,
        notificationText: email.notificationText ?? '',
        productName: email.productName,
        listed: email.listed.map((item) => ({
          name: item.name,
          link: absolute(config.siteUrl, item.link),
        })),
      },
      {
        action: absolute(config.siteUrl, email.link),
        unsubscribe,
        preferences,
        picture: ours ? email.productPicture : null,
      },
    );
  }
  const origin = email.notificationId ? `notification-${email.notificationId}` : `digest-${email.id}`;
  await transport.sendMail({
    from: config.from,
    to: { name: email.recipientName, address: email.recipientEmail },
    subject: written.subject,
    text: written.text,
    html: written.html,
    messageId: `<${origin}@${context.messageIdDomain}>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  });
  return 'sent';
}

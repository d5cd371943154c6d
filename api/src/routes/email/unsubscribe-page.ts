/** The small page of an unsubscribe link: a button (GET) or its result (after the POST). No script. */
import { escapeHtml } from '../../plugins/app/email/email-message';

export function unsubscribePage({ what, done }: { what: string; done: boolean }): string {
  const body = done
    ? `<h1>Unsubscribed</h1><p>You will get no more ${escapeHtml(what)}. The bell on the site still shows every notification.</p>`
    : `<h1>Unsubscribe</h1><p>Stop ${escapeHtml(what)}?</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe</button></form>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Unsubscribe</title></head><body style="font-family:Arial,sans-serif;max-width:480px;margin:40px auto;padding:0 16px">${body}</body></html>`;
}

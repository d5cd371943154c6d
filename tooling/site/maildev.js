/**
 * MailDev, the local mail catcher: the API sends its email to MailDev's SMTP port, and the inbox (web page and
 * REST API: GET /api/email) is on its web port, both from the site map's `mail`. `npm start` runs it as a part
 * (`npm run maildev`); `npm run start:cluster` starts it when nothing answers on its SMTP port yet.
 */
const { spawn } = require('node:child_process');
const path = require('node:path');
const { ROOT } = require('./site-config');

const MAILDEV_BIN = path.join(ROOT, 'node_modules', '.bin', 'maildev');

/** @param {import('./site-config').SiteConfig} site */
function mailDevArgs(site) {
  const { host, smtpPort, webPort } = site.mail;
  return ['--smtp', String(smtpPort), '--ip', host, '--web', String(webPort), '--web-ip', host, '--silent'];
}

/** Where the API sends email on the local site (its SMTP_URL default). */
const smtpUrlOf = (site) => `smtp://${site.mail.host}:${site.mail.smtpPort}`;
/** Where a person reads the mail the local site sent. */
const inboxUrlOf = (site) => `http://localhost:${site.mail.webPort}`;

/** Starts MailDev in a process group of its own (stop it with process.kill(-child.pid)). */
function startMailDev(site, options = {}) {
  return spawn(MAILDEV_BIN, mailDevArgs(site), { detached: true, stdio: 'ignore', ...options });
}

module.exports = { MAILDEV_BIN, inboxUrlOf, mailDevArgs, smtpUrlOf, startMailDev };

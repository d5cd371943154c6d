/**
 * The cluster's mail catcher: `npm run start:cluster` sends its email to MailDev like `npm start` does. It
 * starts MailDev unless something already answers on the site map's SMTP port (MailDev of a running
 * `npm start`), which it then uses.
 */
const { inboxUrlOf, startMailDev } = require('../site/maildev');
const { portAnswers } = require('./nginx');

/**
 * @param {import('../site/site-config').SiteConfig} site
 * @returns {Promise<{ inbox: string, stop: () => void }>}
 */
async function mailForCluster(site) {
  if (!site.mail) return { inbox: '', stop: () => {} };
  const { host, smtpPort, webPort } = site.mail;
  if (await portAnswers(smtpPort, host)) return { inbox: inboxUrlOf(site), stop: () => {} };
  const child = startMailDev(site);
  const deadline = Date.now() + 60_000;
  while (!((await portAnswers(smtpPort, host)) && (await portAnswers(webPort, host)))) {
    if (child.exitCode !== null) throw new Error(`MailDev exited (${child.exitCode})`);
    if (Date.now() > deadline) throw new Error(`MailDev did not answer on ${smtpPort} and ${webPort}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    inbox: inboxUrlOf(site),
    stop: () => {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // already gone
      }
    },
  };
}

module.exports = { mailForCluster };

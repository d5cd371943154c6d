/**
 * What `npm start` runs after the build, from the site map: the Auth Emulator, MailDev, the API, the shell, each remote
 * and the ready announcer. Each command is the one a person types at the repository root to run that part alone.
 */
const { emulatorHost, partsOf } = require('../site/site-config');

/**
 * @param {import('../site/site-config').SiteConfig} site
 * @returns {{ name: string, label: string, port: number | null, command: string, finishes: boolean }[]}
 *   finishes: the part is expected to end by itself with code 0 (the announcer), which is not a death
 */
function servedParts(site) {
  const commandOf = (part) => {
    if (part.kind === 'emulator') {
      return 'npm run emulator';
    }
    if (part.kind === 'mail') return 'npm run maildev';
    if (part.kind === 'api')
      return `FIREBASE_AUTH_EMULATOR_HOST=${emulatorHost(site)} npm run serve -w ${part.package}`;
    return `npm run serve -w ${part.package}`;
  };
  return [
    ...partsOf(site).map((part) => ({
      name: part.name,
      label: part.package
        ? `${part.name} (${part.package}, port ${part.port})`
        : `${part.label} (port ${part.port})`,
      port: part.port,
      command: commandOf(part),
      finishes: false,
    })),
    {
      name: 'ready',
      label: 'ready announcer',
      port: null,
      command: 'node tooling/site/site-cli.js ready',
      finishes: true,
    },
  ];
}

module.exports = { servedParts };

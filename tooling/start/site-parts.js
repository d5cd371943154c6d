/**
 * What `npm start` runs after the build, and what `npm run dev` runs, from the site map: the Auth Emulator, MailDev,
 * the API, the shell and each remote (and, for `npm start`, the ready announcer). Each command is the one a person
 * types at the repository root to run that part alone.
 */
const { emulatorHost, partsOf } = require('../site/site-config');

/** The command of one part: `serve` runs its production build, `dev` its watching dev server. */
function commandOf(site, part, mode) {
  if (part.kind === 'emulator') return 'npm run emulator';
  if (part.kind === 'mail') return 'npm run maildev';
  if (part.kind === 'api')
    return `FIREBASE_AUTH_EMULATOR_HOST=${emulatorHost(site)} npm run ${mode} -w ${part.package}`;
  return `npm run ${mode === 'serve' ? 'serve' : 'start'} -w ${part.package}`;
}

/**
 * @param {import('../site/site-config').SiteConfig} site
 * @returns {{ name: string, label: string, port: number | null, command: string, finishes: boolean }[]}
 *   finishes: the part is expected to end by itself with code 0 (the announcer), which is not a death
 */
function servedParts(site) {
  return [
    ...partsOf(site).map((part) => ({
      name: part.name,
      label: part.package
        ? `${part.name} (${part.package}, port ${part.port})`
        : `${part.label} (port ${part.port})`,
      port: part.port,
      command: commandOf(site, part, 'serve'),
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

/** `npm run dev`: every part of the site map with its dev server, as `{ name, command }` for concurrently. */
function developedParts(site) {
  return partsOf(site).map((part) => ({ name: part.name, command: commandOf(site, part, 'dev') }));
}

module.exports = { developedParts, servedParts };

/**
 * The local site, for the API's defaults: read from the site map (site.config.json at the repository root) when
 * the API starts, so the API's port and the front ends' origins are written only there. A deployed API sets
 * PORT, PUBLIC_URL and CORS_ORIGINS and needs no site map.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface SiteMap {
  host: string;
  shell: { port: number };
  api: { port: number };
  remotes: { port: number }[];
  mail?: { host: string; smtpPort: number };
}

export interface LocalSite {
  apiPort: number;
  apiUrl: string;
  /** The front ends of the local site on both local host names: the API's allowed origins by default. */
  frontEndOrigins: string[];
  /** The shell's address: where links in emails point. */
  siteUrl: string;
  /** MailDev's SMTP port (`npm start` runs it), where email goes unless SMTP_URL says otherwise. */
  smtpUrl?: string;
}

/** The nearest site.config.json above `from` (src/config and dist/config alike), or undefined. */
function findSiteMap(from: string): string | undefined {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'site.config.json');
    if (existsSync(file)) return file;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** @param file the site map (env.ts passes SITE_CONFIG when set); by default the repository's */
export function localSite(file = findSiteMap(__dirname)): LocalSite | undefined {
  if (!file) return undefined;
  const site = JSON.parse(readFileSync(file, 'utf8')) as SiteMap;
  return {
    apiPort: site.api.port,
    apiUrl: `http://${site.host}:${site.api.port}`,
    frontEndOrigins: [site.shell.port, ...site.remotes.map((remote) => remote.port)].flatMap((port) => [
      `http://localhost:${port}`,
      `http://127.0.0.1:${port}`,
    ]),
    siteUrl: `http://${site.host}:${site.shell.port}`,
    smtpUrl: site.mail ? `smtp://${site.mail.host}:${site.mail.smtpPort}` : undefined,
  };
}

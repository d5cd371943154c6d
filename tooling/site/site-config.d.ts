/** Types of site-config.js, the site map's loader. */
export interface SiteRemote {
  name: string;
  package: string;
  port: number;
}

export interface SiteConfig {
  host: string;
  /** The site's absolute public URL (canonical and Open Graph URLs, robots.txt, the sitemap). */
  siteUrl: string;
  shell: { package: string; port: number };
  api: { package: string; port: number };
  authEmulator: { host: string; port: number; projectId: string };
  localSettings: {
    imageUploadKey: string;
    firebaseApiKey: string;
    firebaseAuthDomain: string;
    allowRemoteOverrides: boolean;
  };
  remotes: SiteRemote[];
  /** MailDev, the local mail catcher `npm start` runs: SMTP for the API, the inbox on webPort. */
  mail?: { host: string; smtpPort: number; webPort: number };
  /** The production topology of `npm run start:cluster` (defaults: port 8080, 3 API instances). */
  cluster?: SiteCluster;
}

export interface SiteCluster {
  port: number;
  apiInstances: number;
}

export interface SitePart {
  name: string;
  label: string;
  package: string | null;
  port: number;
  kind: 'emulator' | 'mail' | 'api' | 'shell' | 'remote';
}

export const ROOT: string;
export class SiteConfigError extends Error {}
export function loadSite(file?: string): SiteConfig;
export function partsOf(site: SiteConfig): SitePart[];
export function partOfPackage(site: SiteConfig, pkg: string): SitePart | undefined;
export function remoteNamed(site: SiteConfig, name: string): SiteRemote;
export function urlOf(site: SiteConfig, port: number): string;
export function shellOrigin(site: SiteConfig): string;
export function frontEndOrigins(site: SiteConfig): string[];
export function localRuntimeDefaults(site: SiteConfig): Record<string, unknown>;
export function localRuntimeConfig(site: SiteConfig): Record<string, unknown>;
export function contentSecurityPolicy(site: SiteConfig): string;
export const CLUSTER_API_PATH: string;
export function clusterOf(site: SiteConfig): SiteCluster;
export function clusterOrigin(site: SiteConfig, port?: number): string;
export function clusterRuntimeConfig(site: SiteConfig, port?: number): Record<string, unknown>;
export function clusterContentSecurityPolicy(site: SiteConfig): string;

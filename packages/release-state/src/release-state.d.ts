/** Types of release-state.js: each remote's release state in a site folder, its lock and its audit log. */

export type ReleaseStatus = 'stable' | 'canary' | 'rolled back';

export interface CanaryRelease {
  entry: string;
  version: string;
  share: number;
  startedAt: string;
}

export interface RemoteRelease {
  entry: string;
  version?: string;
  canary?: CanaryRelease;
  status?: ReleaseStatus;
  /** Why the canary was sent back (the guard's figures when the guard did it); who did it is in the audit log. */
  rollback?: { at: string; reasons: string[]; figures?: unknown };
  [setting: string]: unknown;
}

export interface RemotesFile {
  remotes: Record<string, RemoteRelease>;
  [setting: string]: unknown;
}

export interface AuditEntry {
  at: string;
  remote: string;
  action: 'deploy' | 'rollback' | 'canary' | 'promote' | 'guard rollback';
  /** A person (email), a command and its operating-system user, or the guard's rule. */
  by: string;
  stable?: string;
  canary?: string;
  previous?: string;
  share?: number;
  reasons?: string[];
  figures?: unknown;
}

export type ReleaseChange = { next: RemoteRelease; audit: Omit<AuditEntry, 'at' | 'remote'> } | null;

export function remotesFileOf(site: string): string;
export function auditFileOf(site: string): string;
export function readJson<T>(file: string, fallback: T): T;
export function writeJsonAtomically(file: string, value: unknown): void;
export function readRemotesFile(site: string): RemotesFile | null;
export function readRemote(site: string, remote: string): RemoteRelease | undefined;
export function changeRemote(
  site: string,
  remote: string,
  change: (current: RemoteRelease | undefined, file: RemotesFile) => ReleaseChange,
): Promise<RemoteRelease | null>;
export function readAudit(site: string, options?: { remote?: string; limit?: number }): AuditEntry[];
export function versionOfEntry(entry: string | undefined): string;
export function stableVersionOf(release: RemoteRelease): string;
export function rolledBack(release: RemoteRelease, reasons: string[], figures?: unknown): RemoteRelease;
export function promoted(release: RemoteRelease): RemoteRelease;
export function publicRelease(
  release: RemoteRelease,
): Pick<RemoteRelease, 'entry' | 'version' | 'status' | 'canary'>;
export function commandUser(command: string): string;

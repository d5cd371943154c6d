/** Which remotes failed to load most recently; read by the fallback screens. */
const failures = new Map<string, string>();

export function markRemoteFailed(remote: string, error: unknown): void {
  failures.set(remote, error instanceof Error ? error.message : String(error));
}

export function markRemoteLoaded(remote: string): void {
  failures.delete(remote);
}

export function lastRemoteFailure(remote: string): string | undefined {
  return failures.get(remote);
}

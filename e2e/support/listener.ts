/** The process listening on a local port (the server itself, not the npm, shell or process manager above it). */
import { execFileSync } from 'node:child_process';

export function listenerOf(port: number): number {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`]).toString();
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`Nothing listens on ${port}: ${line}`);
  return Number(pid);
}

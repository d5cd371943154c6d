/** Types of cluster.js: the production topology (nginx in front of several API instances) on one machine. */
import type { ChildProcess } from 'node:child_process';
import type { SiteConfig } from '../site/site-config';

export interface ApiInstance {
  readonly id: string;
  readonly port: number;
  /** http://127.0.0.1:<port>, the instance itself, not through nginx. */
  readonly url: string;
  readonly running: boolean;
  /** The last 4,000 characters the process printed. */
  readonly recent: string;
  /** Resolves when the current process exits. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Starts the process and waits until GET /health/ready answers 200. */
  start(): Promise<ApiInstance>;
  waitReady(timeoutMs?: number): Promise<void>;
  /** Sends a signal (SIGTERM: graceful, SIGKILL: kill -9) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export interface RunningNginx {
  child: ChildProcess;
  stop(): Promise<void>;
  accessLog: string;
  errorLog: string;
}

export interface Cluster {
  /** http://localhost:<port>: the site's origin. */
  url: string;
  /** http://127.0.0.1:<port>: nginx, however `localhost` resolves. */
  directUrl: string;
  /** http://127.0.0.1:<port>/api: the API through nginx. */
  apiUrl: string;
  instances: ApiInstance[];
  nginx: RunningNginx;
  /** The environment every instance shares. */
  env: Record<string, string>;
  /** Takes the instance out of nginx, stops it with SIGTERM, starts it again and puts it back: its exit. */
  restartInstance(instance: ApiInstance): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  site: SiteConfig;
  runDir: string;
  port?: number;
  apiPorts: number[];
  databaseUrl: string;
  schema: string;
  redisUrl?: string;
  emulatorHost: string;
  jwtSecret?: string;
  seed?: boolean;
  /** The site folder deploy and release write to (default <repo>/site): the cluster follows its release state. */
  releaseSite?: string;
  env?: Record<string, string>;
  /** The built server every instance runs (default api/dist/server.js). */
  server?: string;
  nginx?: { maxFails?: number; failTimeoutSeconds?: number; workers?: number | 'auto' };
}

export function startCluster(options: ClusterOptions): Promise<Cluster>;
/** The nginx binary, or an error whose message is the apt command that installs it. */
export function nginxBinary(env?: Record<string, string | undefined>): string;
export const INSTALL_NGINX: string;
export function freePorts(count: number, avoid?: number[]): Promise<number[]>;
/** Whether something accepts connections on the port. */
export function portAnswers(port: number, host?: string): Promise<boolean>;
export const DEFAULT_DATABASE_URL: string;

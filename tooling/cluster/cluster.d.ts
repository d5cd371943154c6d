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

/** One long-running process of the cluster (cluster-processes.js). */
export interface ClusterProcess {
  name: string;
  script: string;
  port: number;
  env: Record<string, string>;
  logFile: string;
  readyPath: string;
  upstream?: boolean;
}

export interface Cluster {
  /** http://localhost:<port>: the site's origin. */
  url: string;
  /** http://127.0.0.1:<port>: nginx, however `localhost` resolves. */
  directUrl: string;
  /** http://127.0.0.1:<port>/api: the API through nginx. */
  apiUrl: string;
  /** The API instances; with supervisor 'pm2' only their id, port and url are meaningful (PM2 runs them). */
  instances: ApiInstance[];
  /** What runs, as data: the PM2 ecosystem and the child processes are both made from it. */
  processes: ClusterProcess[];
  /** pm2-runtime (supervisor 'pm2'), else null. */
  pm2: { child: ChildProcess; ecosystemFile: string; stop(): Promise<void> } | null;
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
  /** children (default): the caller stops and starts each instance; pm2: PM2 starts again any that dies. */
  supervisor?: 'children' | 'pm2';
}

export function startCluster(options: ClusterOptions): Promise<Cluster>;
/** The nginx binary, or an error whose message is the apt command that installs it. */
export function nginxBinary(env?: Record<string, string | undefined>): string;
export const INSTALL_NGINX: string;
export function freePorts(count: number, avoid?: number[]): Promise<number[]>;
/** Whether something accepts connections on the port. */
export function portAnswers(port: number, host?: string): Promise<boolean>;
export const DEFAULT_DATABASE_URL: string;

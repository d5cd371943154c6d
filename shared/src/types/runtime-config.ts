declare global {
  /**
   * The local site's remotes.json (from site.config.json), written into each front end by its build
   * (tooling/webpack, DefinePlugin) and given to tests by jest (tooling/jest; shared/jest.config.js has a fixed one): the defaults when none is read.
   */
  const __LOCAL_RUNTIME_CONFIG__: RemotesConfig;
}

/** `remotes.json`: where each remote lives, fetched by the shell at start and replaced per environment at deploy. */
/** One remote in remotes.json; the release fields are written by `npm run release` and the API's guard. */
export interface RemoteConfig {
  /** The stable version's manifest. */
  entry: string;
  /** The stable version (`<package version>-<content hash>`), when deployed into a versioned folder. */
  version?: string;
  status?: 'stable' | 'canary' | 'rolled back';
  /** A second version, loaded by `share`% of browsers while `status` is 'canary'. */
  canary?: { entry: string; version: string; share: number; startedAt?: string };
}

export interface RemotesConfig {
  remotes: Record<string, RemoteConfig>;
  apiUrl: string;
  imageUploadUrl: string;
  imageUploadKey: string;
  firebase: {
    apiKey: string;
    authDomain: string;
    projectId: string;
    /** host:port of the Auth Emulator; absent with real Firebase. */
    authEmulatorHost?: string;
  };
  /** Allow the per-tab remote override (?remote-override=); leave it out in production. */
  allowRemoteOverrides?: boolean;
  /** Where an override's manifest may come from: `scheme://host:port`, or `scheme://host:*` for any port. */
  remoteOverrideOrigins?: string[];
  /** Share (0-1) of page loads that send real-user telemetry; 1 when absent. */
  telemetrySampleRate?: number;
}

/** `remotes.json`: where each remote lives, fetched by the shell at start and replaced per environment at deploy. */
export interface RemotesConfig {
  remotes: Record<string, { entry: string }>;
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
}

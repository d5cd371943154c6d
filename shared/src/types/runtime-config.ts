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
  /** Allow the per-browser remote override (?remote-override=) outside development. */
  allowRemoteOverrides?: boolean;
}

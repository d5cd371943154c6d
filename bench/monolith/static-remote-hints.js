// The monolith's stand-in for shell/src/federation/remote-hints.ts: no remote entries to hint at, the pages
// are in this bundle.
export function hintRemoteEntry() {}

/** Reads the federation manifests of the running site: which built files hold which shared library. */
import { PORTS, REMOTES } from './site';

interface ManifestShared {
  name: string;
  assets: { js: { sync: string[]; async: string[] } };
}
interface Manifest {
  shared: ManifestShared[];
}

/** For each shared library name, every URL (across the shell and all remotes) that carries its code. */
export async function sharedLibraryFiles(): Promise<Map<string, Set<string>>> {
  const origins = [
    `http://localhost:${PORTS.shell}`,
    ...REMOTES.map((remote) => `http://localhost:${PORTS[remote]}`),
  ];
  const files = new Map<string, Set<string>>();
  for (const origin of origins) {
    const manifest = (await (await fetch(`${origin}/mf-manifest.json`)).json()) as Manifest;
    for (const shared of manifest.shared) {
      const set = files.get(shared.name) ?? new Set<string>();
      for (const file of [...shared.assets.js.sync, ...shared.assets.js.async]) set.add(`${origin}/${file}`);
      files.set(shared.name, set);
    }
  }
  return files;
}

/**
 * Emits the remote's route list (from its pages.json) next to its manifest, so the shell can read it without
 * loading code. A route's `preload` names source files (src/assets/hero.webp); they become the emitted, hashed
 * names. Each route also gets `moduleScripts`, the emitted JavaScript of its exposed module, so the shell can
 * fetch the page's code while it starts. Emitted after the content hashes are final, so the names are the
 * served ones.
 */
class EmitRouteListPlugin {
  constructor(routeList) {
    this.routeList = routeList;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitRouteListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitRouteListPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const list = structuredClone(this.routeList);
          const emitted = new Map(
            compilation
              .getAssets()
              .filter((asset) => asset.info.sourceFilename)
              .map((asset) => [asset.info.sourceFilename, asset.name]),
          );
          try {
            for (const route of list.routes) {
              for (const preload of route.preload ?? []) {
                preload.imageSrcSet = emittedSrcSet(emitted, preload.imageSrcSet, route.path);
              }
              route.moduleScripts = exposedModuleScripts(compilation, route);
            }
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(error.message));
            return;
          }
          compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(JSON.stringify(list)));
        },
      );
    });
  }
}

/**
 * The JavaScript files that hold an exposed module ('./HomePage'): the chunks of the chunk group the
 * federation plugin names `__federation_expose_HomePage`. Shared libraries are not among them.
 */
function exposedModuleScripts(compilation, route) {
  const group = compilation.namedChunkGroups.get(`__federation_expose_${route.module.replace(/^\.\//, '')}`);
  if (!group) {
    throw new Error(
      `routes.json: ${route.path} names the module ${route.module}, which the remote does not expose`,
    );
  }
  return group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));
}

/**
 * 'src/a-640.webp 640w, ...' -> 'assets/a-640.0123abcdef.webp 640w, ...'
 * @param {Map<string, string>} emitted source file -> emitted asset name, for the assets of this build
 */
function emittedSrcSet(emitted, srcSet, routePath) {
  return srcSet
    .split(',')
    .map((candidate) => {
      const [source, ...descriptor] = candidate.trim().split(/\s+/);
      const name = emitted.get(source);
      if (!name) {
        throw new Error(
          `routes.json: the preload of ${routePath} names ${source}, which no module of the build imports`,
        );
      }
      return [name, ...descriptor].join(' ');
    })
    .join(', ');
}

module.exports = { EmitRouteListPlugin };

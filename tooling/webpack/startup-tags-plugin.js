const HtmlWebpackPlugin = require('html-webpack-plugin');

/**
 * Writes the start-up tags into index.html's head from HtmlWebpackPlugin's options, before main.js, in the
 * order the start needs (shell/src/index.ts tells the whole story): the host preloads /remotes.json and runs
 * `earlyScript` (an ES module) first; `preloadChunks`, named chunks main.js imports as soon as it runs, are
 * preloaded at low priority (at high priority they would count as render-blocking and hold back the first
 * paint); a remote's own page runs `federationRuntime` before its main.js.
 */
class StartupTagsPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('StartupTagsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('StartupTagsPlugin', (data) => {
        const { isHost, earlyScript, preloadChunks, federationRuntime, publicPath } = data.plugin.options;
        const tag = (name, attributes) => HtmlWebpackPlugin.createHtmlTagObject(name, attributes);
        const chunkFiles = preloadChunks
          .flatMap((chunk) => [...(compilation.namedChunks.get(chunk)?.files ?? [])])
          .filter((file) => file.endsWith('.js'));
        data.headTags.unshift(
          ...(isHost
            ? [tag('link', { rel: 'preload', href: '/remotes.json', as: 'fetch', crossorigin: 'anonymous' })]
            : []),
          ...(earlyScript ? [tag('script', { type: 'module', src: earlyScript })] : []),
          ...chunkFiles.map((file) =>
            tag('link', { rel: 'preload', href: publicPath + file, as: 'script', fetchpriority: 'low' }),
          ),
          ...(federationRuntime ? [tag('script', { src: federationRuntime })] : []),
        );
        return data;
      });
    });
  }
}

module.exports = { StartupTagsPlugin };

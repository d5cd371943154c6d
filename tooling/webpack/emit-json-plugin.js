/** Emits one JSON file into the build (the host's remotes.json, from the site map). */
class EmitJsonPlugin {
  constructor(file, content) {
    this.file = file;
    this.content = content;
  }
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitJsonPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitJsonPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const text = `${JSON.stringify(this.content, null, 2)}\n`;
          compilation.emitAsset(this.file, new compiler.webpack.sources.RawSource(text));
        },
      );
    });
  }
}

module.exports = { EmitJsonPlugin };

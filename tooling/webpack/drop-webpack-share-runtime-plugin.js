/**
 * Leaves webpack's own share-scope runtime ("sharing") out of a federated build. Webpack adds it for the share
 * scope every shared module needs, and the federation plugin adds its own for the same: the plugin's comes
 * later in the file and defines the same two functions again (`__webpack_require__.S` and `.I`), so webpack's,
 * a second copy of the share map, never runs: bytes in every remote entry and in the shell's main.js for nothing
 * (docs/measured-figures.md).
 */
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const NAME = 'DropWebpackShareRuntimePlugin';

class DropWebpackShareRuntimePlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeModule.tap(NAME, (module) => {
        // Only webpack's class: the federation plugin's runtime module has the same name, not the same class.
        if (module.constructor === WebpackShareRuntimeModule) module.generate = () => null;
      });
    });
  }
}

module.exports = { DropWebpackShareRuntimePlugin };

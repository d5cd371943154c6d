const fs = require('node:fs');
const path = require('node:path');

/**
 * Swaps modules of the build for others, named by their files: for each `file -> replacement`, a relative
 * import that resolves to `file` (with or without its extension) gets `replacement`. The build fails when a
 * named file no longer exists, so renaming one cannot silently turn the swap off.
 */
function replaceModulesPlugin(webpack, replacements) {
  const missing = Object.keys(replacements).filter((file) => !fs.existsSync(file));
  if (missing.length > 0) {
    throw new Error(`monolith.replaceModules names files that do not exist: ${missing.join(', ')}`);
  }
  const withoutExtension = new Map(
    Object.entries(replacements).map(([file, replacement]) => [file.replace(/\.[jt]sx?$/, ''), replacement]),
  );
  return new webpack.NormalModuleReplacementPlugin(/^\./, (resource) => {
    const target = path.resolve(resource.context, resource.request).replace(/\.[jt]sx?$/, '');
    const replacement = withoutExtension.get(target);
    if (replacement) resource.request = replacement;
  });
}

module.exports = { replaceModulesPlugin };

const path = require('node:path');
const { TYPESCRIPT_RULE } = require('./compile-settings');

/** Where a remote's page documents are built, inside its dist/ (routes.json names them relative to it). */
const DOCUMENTS_FOLDER = 'documents';

/**
 * Builds the remote's page documents (pages.json `document`) for Node, one CommonJS file each in
 * dist/documents/, for the document server to require at run time. Each file carries what it imports (the
 * shared contract and constants), so the server needs nothing of the remote's dependencies.
 * @param {string} dir the remote's package folder
 * @param {Record<string, string>} entries bundle name -> source file (documentEntriesOf)
 * @param {boolean} production
 */
function documentsConfig(dir, entries, production) {
  return {
    name: 'documents',
    entry: entries,
    context: dir,
    target: 'node20',
    mode: production ? 'production' : 'development',
    devtool: false,
    output: {
      path: path.join(dir, 'dist', DOCUMENTS_FOLDER),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: {
      extensions: ['.ts', '.js', '.json'],
      conditionNames: ['browser', 'import', 'require', 'default'],
    },
    module: { rules: [TYPESCRIPT_RULE] },
    // Readable stack traces in the server's log: the files are small.
    optimization: { minimize: false },
    stats: 'errors-warnings',
  };
}

module.exports = { DOCUMENTS_FOLDER, documentsConfig };

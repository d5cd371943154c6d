/**
 * A compiler host that parses each library declaration file (TypeScript's lib.*.d.ts, @types/react, ...) once
 * per process: every contract extraction and comparison builds its own program over the same libraries.
 */
const ts = require('typescript');

const libraryFiles = new Map();
const isLibrary = (file) => file.includes('/node_modules/');

/**
 * @param {import('typescript').CompilerOptions} options
 * @param {Record<string, string>} [virtualFiles] path -> text of files that exist only in memory
 */
function cachedCompilerHost(options, virtualFiles = {}) {
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists, readFile } = host;
  host.fileExists = (file) => file in virtualFiles || fileExists.call(host, file);
  host.readFile = (file) => (file in virtualFiles ? virtualFiles[file] : readFile.call(host, file));
  host.getSourceFile = (file, language, ...rest) => {
    if (file in virtualFiles) return ts.createSourceFile(file, virtualFiles[file], language, true);
    if (!isLibrary(file)) return getSourceFile.call(host, file, language, ...rest);
    const key = `${file}|${JSON.stringify(language)}`;
    if (!libraryFiles.has(key)) libraryFiles.set(key, getSourceFile.call(host, file, language, ...rest));
    return libraryFiles.get(key);
  };
  return host;
}

module.exports = { cachedCompilerHost };

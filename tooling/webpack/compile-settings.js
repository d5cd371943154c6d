/** What every bundle of the preset compiles, and for which browsers. */

/**
 * The browsers every bundle is built for: those of the language level tsconfig.base.json compiles the apps to
 * (ES2022), so webpack's own runtime code uses what they have (globalThis, Object.hasOwn, arrows) too.
 */
const BROWSERS = ['web', 'es2022'];

/** TypeScript through ts-loader, types left to `npm run typecheck`: the app's and the early script's rule. */
const TYPESCRIPT_RULE = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: { loader: 'ts-loader', options: { transpileOnly: true } },
};

module.exports = { BROWSERS, TYPESCRIPT_RULE };

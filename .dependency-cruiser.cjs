/**
 * The walls between the parts of the site, checked by `npm run lint` (dependency-cruiser). Paths are relative to
 * the repository root; workspace packages resolve through their node_modules links to their real folders.
 */
const FRONT_END = '^(shell|mfe-[^/]+)/';
const APP = '^(shell|mfe-[^/]+|api)/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'No import circles, type-only imports included: a file that needs what imports it holds a part both need; move that part to a file of its own below them.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-shell-part-to-app',
      comment:
        "The shell's app/ assembles its parts (layouts, guards, federation, auth, notifications): those parts never import app/, bootstrap or index.",
      severity: 'error',
      from: { path: '^shell/src/[^/]+/', pathNot: '^shell/src/app/' },
      to: { path: '^shell/src/(app/|bootstrap|index)' },
    },
    {
      name: 'no-front-end-to-another-front-end',
      comment:
        "A front end (the shell or a remote) imports only its own files, @marketplace/shared, packages/* and federated modules, never another front end's files.",
      severity: 'error',
      from: { path: FRONT_END },
      to: { path: FRONT_END, pathNot: '^$1/' },
    },
    {
      name: 'no-feature-to-another-feature',
      comment:
        "A feature (src/features/<x>/) does not import another feature's files: move what both need to the package's src/components/ or src/lib/.",
      severity: 'error',
      from: { path: '^([^/]+)/src/features/([^/]+)/' },
      to: { path: '^$1/src/features/', pathNot: '^$1/src/features/$2/' },
    },
    {
      name: 'no-package-to-app',
      comment: 'packages/* (the UI kit and other build-time libraries) import nothing from the apps.',
      severity: 'error',
      from: { path: '^packages/' },
      to: { path: APP },
    },
    {
      name: 'no-shared-to-app',
      comment: 'shared/ is the run-time contract: it imports no app code and nothing from packages/.',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(shell|mfe-[^/]+|api|packages)/' },
    },
    {
      name: 'no-browser-code-to-api',
      comment:
        "Front ends, shared and packages never import the API server's files: shapes come from @marketplace/shared/schemas and /types.",
      severity: 'error',
      from: { path: '^(shell|mfe-[^/]+|shared|packages)/' },
      to: { path: '^api/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|@mf-types|artifacts|coverage)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['types', 'import', 'require', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json', '.d.ts'],
      mainFields: ['module', 'main', 'types'],
    },
  },
};

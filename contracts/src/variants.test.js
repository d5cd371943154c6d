/**
 * Builds broken and additive variants of real packages in a temporary copy and checks them against the
 * committed contracts: a removal or change fails, an addition passes.
 */
const fs = require('node:fs');
const path = require('node:path');
const { checkContract, committedContract, currentContract } = require('./contracts');
const { entriesOf, ROOT } = require('./extract');

const ARTIFACTS = path.join(__dirname, '..', 'artifacts');
let workDir;

beforeAll(() => {
  fs.mkdirSync(ARTIFACTS, { recursive: true });
  // Inside the repo, so the copy resolves react, axios and typescript from the same node_modules.
  workDir = fs.mkdtempSync(path.join(ARTIFACTS, 'variant-'));
});
afterAll(() => {
  fs.rmSync(workDir, { recursive: true, force: true });
});

/** Copies a package's sources and config, then applies text edits: [file, from, to]. */
function variantOf(pkg, edits) {
  const dir = fs.mkdtempSync(path.join(workDir, `${pkg}-`));
  fs.cpSync(path.join(ROOT, pkg, 'src'), path.join(dir, 'src'), { recursive: true });
  fs.copyFileSync(path.join(ROOT, pkg, 'package.json'), path.join(dir, 'package.json'));
  if (fs.existsSync(path.join(ROOT, pkg, 'pages.json')))
    fs.copyFileSync(path.join(ROOT, pkg, 'pages.json'), path.join(dir, 'pages.json'));
  const tsconfig = JSON.parse(fs.readFileSync(path.join(ROOT, pkg, 'tsconfig.json'), 'utf8'));
  tsconfig.extends = path.join(ROOT, 'tsconfig.base.json');
  fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
  for (const [file, from, to] of edits) {
    const target = path.join(dir, file);
    const text = fs.readFileSync(target, 'utf8');
    if (!text.includes(from)) throw new Error(`the variant edit found no ${JSON.stringify(from)} in ${file}`);
    fs.writeFileSync(target, text.replace(from, to));
  }
  return currentContract(pkg, dir, entriesOf(pkg === 'shared' ? 'shared' : pkg));
}

const check = (pkg, variant) => checkContract(committedContract(pkg), variant).problems;

describe('shared', () => {
  it('fails when a field is removed from an event bus payload', () => {
    const variant = variantOf('shared', [
      [
        'src/event-bus/event-bus.ts',
        "{ type: 'signed-in'; version: 1; user: AuthUser; role: Role }",
        "{ type: 'signed-in'; version: 1; user: AuthUser }",
      ],
    ]);
    expect(check('shared', variant)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/@marketplace\/shared\/event-bus: BusEvent changed incompatibly/),
      ]),
    );
  });

  it('fails when an API response loses a field or a request gains a required one', () => {
    const variant = variantOf('shared', [
      ['src/schemas/products.ts', '  sellerVerified: Type.Boolean(),\n', ''],
      [
        'src/schemas/reports.ts',
        'reason: NonBlank(500) }',
        'reason: NonBlank(500), severity: Type.Number() }',
      ],
    ]);
    const problems = check('shared', variant);
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/@marketplace\/shared\/types: Product changed incompatibly/),
        expect.stringMatching(
          /@marketplace\/shared\/schemas\/products: Product \(schema\) changed incompatibly/,
        ),
        expect.stringMatching(/@marketplace\/shared\/types: CreateReportRequest no longer accepts/),
      ]),
    );
  });

  it('fails when an exported constant or function is removed', () => {
    const variant = variantOf('shared', [
      [
        'src/constants/constants.ts',
        "export const ACCESS_TOKEN_KEY = 'accessToken';",
        "const ACCESS_TOKEN_KEY = 'accessToken';",
      ],
    ]);
    expect(check('shared', variant)).toContain(
      'types: @marketplace/shared/constants: ACCESS_TOKEN_KEY was removed',
    );
  });

  it('passes additions: a new event, an optional payload field, a response field, a new type', () => {
    const variant = variantOf('shared', [
      [
        'src/event-bus/event-bus.ts',
        "| { type: 'signed-out'; version: 1 }",
        "| { type: 'signed-out'; version: 1; reason?: string }\n  | { type: 'profile-updated'; version: 1; user: AuthUser }",
      ],
      [
        'src/schemas/products.ts',
        '  sellerVerified: Type.Boolean(),\n',
        '  sellerVerified: Type.Boolean(),\n  views: Type.Number(),\n',
      ],
      [
        'src/schemas/reports.ts',
        'reason: NonBlank(500) }',
        'reason: NonBlank(500), details: Type.Optional(Type.String()) }',
      ],
      [
        'src/types/api.ts',
        '\nexport type ErrorResponse',
        '\nexport interface WishlistRow {\n  productId: string;\n}\nexport type ErrorResponse',
      ],
    ]);
    const result = checkContract(committedContract('shared'), variant);
    expect(result).toEqual({ problems: [], grew: true });
  });

  it("passes a new value of a response field's union (a new notification kind), fails the list of kinds losing one", () => {
    const grown = variantOf('shared', [
      [
        'src/schemas/notifications.ts',
        "  'pickup-reminder',\n] as const",
        "  'pickup-reminder',\n  'price-dropped',\n] as const",
      ],
    ]);
    expect(checkContract(committedContract('shared'), grown)).toEqual({ problems: [], grew: true });
    const shrunk = variantOf('shared', [['src/schemas/notifications.ts', "  'booking-removed',\n", '']]);
    expect(check('shared', shrunk)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          /@marketplace\/shared\/schemas\/notifications: NOTIFICATION_KINDS changed incompatibly/,
        ),
      ]),
    );
  });
});

describe('a remote', () => {
  it("fails when a route is removed or a route's access changes", () => {
    const variant = variantOf('mfe-dashboard-admin', []);
    variant.routes = {
      ...variant.routes,
      routes: variant.routes.routes
        .slice(1)
        .map((route, index) => (index === 0 ? { ...route, access: 'seller' } : route)),
    };
    const removed = committedContract('mfe-dashboard-admin').routes.routes[0].path;
    const changed = committedContract('mfe-dashboard-admin').routes.routes[1].path;
    expect(check('mfe-dashboard-admin', variant)).toEqual([
      `routes: ${removed} was removed`,
      `routes: ${changed}: access changed from admin to seller`,
    ]);
  });

  it('fails when an exposed page is dropped or needs a prop the shell does not pass', () => {
    const entries = entriesOf('mfe-auth');
    delete entries['auth/SignUpPage'];
    const variant = variantOf('mfe-auth', [
      [
        'src/features/login/LoginPage.tsx',
        'export default function LoginPage()',
        'export default function LoginPage(props: { next: string })',
      ],
    ]);
    const dropped = currentContract('mfe-auth', undefined, entries);
    expect(check('mfe-auth', { ...variant, types: dropped.types })).toContain(
      'types: auth/SignUpPage: the module was removed',
    );
    expect(check('mfe-auth', variant)).toEqual([
      expect.stringMatching(/^types: auth\/LoginPage: default changed incompatibly/),
    ]);
  });

  it('passes a new route, a new exposed page and an optional prop', () => {
    const variant = variantOf('mfe-auth', [
      [
        'src/features/login/LoginPage.tsx',
        'export default function LoginPage()',
        'export default function LoginPage(_props: { next?: string })',
      ],
    ]);
    variant.routes.routes.push({
      path: '/welcome-back',
      layout: 'main',
      access: 'public',
      module: './LoginPage',
    });
    expect(checkContract(committedContract('mfe-auth'), variant)).toEqual({ problems: [], grew: true });
  });
});

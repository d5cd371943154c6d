/**
 * The walls of `npm run lint` (dependency-cruiser with the root .dependency-cruiser.cjs) on a small tree in a
 * temporary folder: the clean tree passes, and each planted violation fails the check with its rule's name.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const ROOT = join(__dirname, '..', '..');
const DEPCRUISE = join(ROOT, 'node_modules', '.bin', 'depcruise');
/** The real check: the root `lint:walls` script, run with the same config in the copy. */
const WALLS_SCRIPT: string = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).scripts[
  'lint:walls'
];

/** A shell, two remotes with features and a lib, shared and a package, importing only what they may. */
const CLEAN_TREE: Record<string, string> = {
  'shell/src/bootstrap.tsx':
    "import { ACCESS_TOKEN_KEY } from '../../shared/src/constants';\nexport const key = ACCESS_TOKEN_KEY;\n",
  'mfe-catalog/src/lib/format.ts': 'export const formatPrice = (price: number) => `$${price}`;\n',
  'mfe-catalog/src/components/Card.tsx':
    "import { Button } from '../../../packages/ui/src/Button';\nexport const Card = Button;\n",
  'mfe-catalog/src/features/products/ProductList.tsx':
    "import { formatPrice } from '../../lib/format';\nimport { Card } from '../../components/Card';\nimport { BookingModal } from './BookingModal';\nexport const list = [formatPrice, Card, BookingModal];\n",
  'mfe-catalog/src/features/products/BookingModal.tsx': 'export const BookingModal = () => null;\n',
  'mfe-catalog/src/features/orders/MyOrdersPage.tsx':
    "import { formatPrice } from '../../lib/format';\nexport const MyOrdersPage = () => formatPrice(1);\n",
  'mfe-dashboard-seller/src/features/manage/ManagePage.tsx':
    "import { ACCESS_TOKEN_KEY } from '../../../../shared/src/constants';\nexport const ManagePage = () => ACCESS_TOKEN_KEY;\n",
  'shared/src/constants.ts': "export const ACCESS_TOKEN_KEY = 'accessToken';\n",
  'packages/ui/src/Button.tsx': 'export const Button = () => null;\n',
  'api/src/app.ts':
    "import { ACCESS_TOKEN_KEY } from '../../shared/src/constants';\nexport const app = ACCESS_TOKEN_KEY;\n",
};

let dir: string;

function writeTree(files: Record<string, string>) {
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
}

function runWalls(): Promise<{ code: number; output: string }> {
  const command = WALLS_SCRIPT.replace(/^depcruise /, `"${DEPCRUISE}" `);
  return new Promise((resolve) => {
    // No colours (a CI runner may force them); strip any left, so the output reads as plain text.
    const env = { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' };
    execFile('sh', ['-c', command], { cwd: dir, env }, (error, stdout, stderr) =>
      resolve({
        code: error ? Number(error.code ?? 1) : 0,
        output: stripVTControlCharacters(`${stdout}${stderr}`),
      }),
    );
  });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'walls-'));
  cpSync(join(ROOT, '.dependency-cruiser.cjs'), join(dir, '.dependency-cruiser.cjs'));
  writeTree(CLEAN_TREE);
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

jest.setTimeout(120_000);

describe('the walls check (npm run lint:walls)', () => {
  it('passes a tree where every part imports only what it may', async () => {
    const { code, output } = await runWalls();
    expect(output).toContain('no dependency violations found');
    expect(code).toBe(0);
  });

  it("fails when a remote imports another remote's file", async () => {
    writeTree({
      'mfe-dashboard-seller/src/features/manage/ManagePage.tsx':
        "import { formatPrice } from '../../../../mfe-catalog/src/lib/format';\nexport const ManagePage = () => formatPrice(1);\n",
    });
    const { code, output } = await runWalls();
    expect(output).toContain(
      'no-front-end-to-another-front-end: mfe-dashboard-seller/src/features/manage/ManagePage.tsx → mfe-catalog/src/lib/format.ts',
    );
    expect(code).not.toBe(0);
  });

  it("fails when a feature imports another feature's file", async () => {
    writeTree({
      'mfe-catalog/src/features/orders/MyOrdersPage.tsx':
        "import { BookingModal } from '../products/BookingModal';\nexport const MyOrdersPage = BookingModal;\n",
    });
    const { code, output } = await runWalls();
    expect(output).toContain(
      'no-feature-to-another-feature: mfe-catalog/src/features/orders/MyOrdersPage.tsx → mfe-catalog/src/features/products/BookingModal.tsx',
    );
    expect(code).not.toBe(0);
  });

  it('fails when shared or a package imports app code, or a front end imports the API', async () => {
    writeTree({
      'shared/src/constants.ts':
        "import { formatPrice } from '../../mfe-catalog/src/lib/format';\nexport const ACCESS_TOKEN_KEY = formatPrice(1);\n",
      'packages/ui/src/Button.tsx':
        "import { key } from '../../../shell/src/bootstrap';\nexport const Button = () => key;\n",
      'shell/src/bootstrap.tsx': "import { app } from '../../api/src/app';\nexport const key = app;\n",
    });
    const { code, output } = await runWalls();
    expect(output).toContain('no-shared-to-app: shared/src/constants.ts → mfe-catalog/src/lib/format.ts');
    expect(output).toContain('no-package-to-app: packages/ui/src/Button.tsx → shell/src/bootstrap.tsx');
    expect(output).toContain('no-browser-code-to-api: shell/src/bootstrap.tsx → api/src/app.ts');
    expect(code).not.toBe(0);
  });
});

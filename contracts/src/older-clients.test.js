/**
 * Products carry more than the specification (pictures, description, dimensions) without breaking the callers
 * written against it: the body an older Add Your Product form sends still type-checks as today's
 * CreateProductRequest, and code that reads only the spec's Product fields still compiles. The API side of the
 * same promise is api/src/routes/products/edit-product.test.ts ('still takes the specification fields alone').
 * One field is the exception, on purpose: public product answers no longer carry the seller's email (a stranger
 * could harvest every seller's address), so `sellerEmail` is optional on Product and a reader must allow for it.
 */
const path = require('node:path');
const ts = require('typescript');
const { cachedCompilerHost } = require('./compiler-host');
const { ROOT } = require('./extract');

const TYPES = path.join(ROOT, 'shared', 'src', 'types', 'index.ts');

function diagnosticsOf(source) {
  const file = path.join(ROOT, 'contracts', '.older-client.ts');
  const options = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    skipLibCheck: true,
    types: [],
  };
  const program = ts.createProgram([file], options, cachedCompilerHost(options, { [file]: source }));
  return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

it("accepts the specification's Add Your Product body and reading the spec's Product fields", () => {
  const source = `
import type { CreateProductRequest, Product } from ${JSON.stringify(TYPES.replace(/\.ts$/, ''))};
const body: CreateProductRequest = {
  name: 'Oak Table', picture: 'https://i.ibb.co/x/oak.jpg', resalePrice: 120, originalPrice: 300,
  yearsOfUse: '2 Year Use', location: 'Dhaka', categoryId: 1, condition: 'good',
  sellerName: 'Seller', sellerEmail: 'seller@example.com', postedTime: '11/24/2026, 10:00:00 AM',
};
function card(p: Product): string[] {
  return [p._id, p.name, p.picture, String(p.resalePrice), String(p.originalPrice), p.yearsOfUse, p.location,
    String(p.categoryId), p.condition, p.sellerName, p.sellerEmail ?? '', p.postedTime];
}
export { body, card };
`;
  expect(diagnosticsOf(source)).toEqual([]);
});

it('is a real check: a body without a required field of the spec is refused', () => {
  const source = `
import type { CreateProductRequest } from ${JSON.stringify(TYPES.replace(/\.ts$/, ''))};
const body: CreateProductRequest = { picture: 'https://i.ibb.co/x/oak.jpg' };
export { body };
`;
  expect(diagnosticsOf(source).join('\n')).toMatch(/name/);
});

it("no longer promises the seller's email on a public product: reading it as a plain string is refused", () => {
  const source = `
import type { Product } from ${JSON.stringify(TYPES.replace(/\.ts$/, ''))};
function email(p: Product): string {
  return p.sellerEmail;
}
export { email };
`;
  expect(diagnosticsOf(source).join('\n')).toMatch(/undefined/);
});

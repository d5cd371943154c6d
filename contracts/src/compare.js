/**
 * Compatibility checks between a committed contract and the current one. Old consumers must keep working:
 * anything removed or changed is a problem, anything added is fine.
 *
 * Types: for every export of every public module of the old contract, the new export must exist and be
 * assignable to the old one (what a consumer reads still has everything it expects), checked by the
 * TypeScript compiler. A union keeps every old member (new members may appear), wherever it is: a new kind of
 * notification in a response's `kind` field is an addition. Request and query shapes
 * (names ending in Request or Query) go the other way: what an old sender builds must still be accepted.
 * A TypeBox schema (a value with a `static` type) is compared by that type, as a request or a response by its name.
 * Routes: every old path is still there with the same layout, access and module.
 */
const path = require('node:path');
const ts = require('typescript');
const { cachedCompilerHost } = require('./compiler-host');

const OPTIONS = {
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  skipLibCheck: true,
  types: [],
  noEmit: true,
};

/** Prefixes every module the contract declares, so an old and a new copy can live in one program. */
function namespaced(text, prefix) {
  const names = [...text.matchAll(/^declare module '([^']+)'/gm)].map((match) => match[1]);
  let out = text;
  for (const name of names) {
    const escaped = name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    out = out.replace(new RegExp(`(['"])${escaped}\\1`, 'g'), `'${prefix}${name}'`);
  }
  return { text: out, publicModules: names.filter((name) => !name.includes(':')) };
}

/**
 * @param {string} oldText committed contract (.d.ts of `declare module` blocks)
 * @param {string} newText current contract
 * @returns {string[]} one sentence per incompatibility; empty when the new contract is compatible
 */
function compareTypes(oldText, newText) {
  const dir = __dirname; // virtual files live here so 'react', 'axios' and '@marketplace/shared' resolve
  const files = {
    [path.join(dir, '__old_contract__.d.ts')]: namespaced(oldText, 'old!'),
    [path.join(dir, '__new_contract__.d.ts')]: namespaced(newText, 'new!'),
  };
  const helperFile = path.join(dir, '__contract_helpers__.ts');
  files[helperFile] = { text: 'export declare const emptyProps: {};\n', publicModules: [] };
  const host = cachedCompilerHost(
    OPTIONS,
    Object.fromEntries(Object.entries(files).map(([file, { text }]) => [file, text])),
  );
  const program = ts.createProgram(Object.keys(files), OPTIONS, host);
  const checker = program.getTypeChecker();

  const problems = [];
  for (const file of Object.keys(files)) {
    const diagnostics = program.getSemanticDiagnostics(program.getSourceFile(file));
    for (const diagnostic of diagnostics) {
      const which = file.includes('__old') ? 'committed' : 'current';
      problems.push(
        `the ${which} contract does not compile: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
      );
    }
  }
  if (problems.length > 0) return problems;

  const ambient = new Map(
    checker.getAmbientModules().map((symbol) => [symbol.name.replace(/^"|"$/g, ''), symbol]),
  );
  const resolved = (symbol) =>
    symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
  const show = (type) => checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  const assignable = (source, target) => checker.isTypeAssignableTo(source, target);
  const isPlainObject = (type) =>
    !!(type.flags & ts.TypeFlags.Object) &&
    type.getCallSignatures().length === 0 &&
    !checker.isArrayType(type);
  /**
   * What a consumer reads still has what it expects: every member of an old union has a compatible member in
   * the new type (new members may appear), also in a field of an object or the items of an array, at any depth;
   * every field the old object had is still there (required if it was) with a compatible type.
   */
  const keepsOld = (next, old, depth = 0) => {
    if (assignable(next, old)) return true;
    if (depth > 8) return false;
    if (old.isUnion() && !(old.flags & ts.TypeFlags.Boolean)) {
      const candidates = next.isUnion() ? next.types : [next];
      return old.types.every((member) => candidates.some((n) => keepsOld(n, member, depth + 1)));
    }
    if (checker.isArrayType(old) && checker.isArrayType(next)) {
      return keepsOld(checker.getTypeArguments(next)[0], checker.getTypeArguments(old)[0], depth + 1);
    }
    if (isPlainObject(old) && isPlainObject(next) && !next.isUnion()) {
      return checker.getPropertiesOfType(old).every((oldField) => {
        const newField = checker.getPropertyOfType(next, oldField.name);
        if (!newField) return false;
        const wasOptional = !!(oldField.flags & ts.SymbolFlags.Optional);
        if (!wasOptional && newField.flags & ts.SymbolFlags.Optional) return false;
        return keepsOld(checker.getTypeOfSymbol(newField), checker.getTypeOfSymbol(oldField), depth + 1);
      });
    }
    return false;
  };

  /** The `static` type a TypeBox schema carries (what `Static<typeof Schema>` reads), or undefined. */
  const staticOf = (type) => {
    const property = type.getProperty('static');
    const kind =
      type.getProperty('type') ??
      type.getProperty('anyOf') ??
      type.getProperty('allOf') ??
      // Type.Unsafe (a string enum): only its [Kind] and `static` say it is a schema.
      type
        .getProperties()
        .find((symbol) => String(symbol.escapedName).includes('Kind'));
    return property && kind ? checker.getTypeOfSymbol(property) : undefined;
  };

  /** A readonly tuple of values (a list of kinds) that kept its old items in order and may have grown. */
  const tupleGrew = (next, old) => {
    if (!checker.isTupleType(old) || !checker.isTupleType(next)) return false;
    const [oldItems, newItems] = [checker.getTypeArguments(old), checker.getTypeArguments(next)];
    return newItems.length >= oldItems.length && oldItems.every((item, i) => assignable(newItems[i], item));
  };

  /**
   * A generic function (the bus's `on<T extends BusEventType>`) whose signature reads the same: the named types
   * it uses are checked on their own, so a grown union there does not make the function itself a change.
   */
  const sameGenericSignature = (next, old) =>
    old.getCallSignatures().some((signature) => (signature.getTypeParameters()?.length ?? 0) > 0) &&
    show(next) === show(old);

  const helper = program.getSourceFile(helperFile).statements.find(ts.isVariableStatement);
  const emptyProps = checker.getTypeAtLocation(helper.declarationList.declarations[0].name);
  /**
   * The shell renders an exposed page as `<Page />`, so React hands it `{}`: a page that gains a props
   * parameter whose fields are all optional still renders for the old host.
   */
  const isPageCompatible = (next, old) => {
    const [newSignature, ...moreNew] = next.getCallSignatures();
    const [oldSignature, ...moreOld] = old.getCallSignatures();
    if (!newSignature || !oldSignature || moreNew.length > 0 || moreOld.length > 0) return false;
    if (!assignable(newSignature.getReturnType(), oldSignature.getReturnType())) return false;
    return newSignature.getParameters().every((parameter, index) => {
      const type = checker.getTypeOfSymbol(parameter);
      const oldParameter = oldSignature.getParameters()[index];
      if (oldParameter) return assignable(checker.getTypeOfSymbol(oldParameter), type);
      return index === 0 && assignable(emptyProps, type);
    });
  };

  for (const moduleName of files[Object.keys(files)[0]].publicModules) {
    const oldModule = ambient.get(`old!${moduleName}`);
    const newModule = ambient.get(`new!${moduleName}`);
    if (!newModule) {
      problems.push(`${moduleName}: the module was removed`);
      continue;
    }
    const newExports = new Map(checker.getExportsOfModule(newModule).map((s) => [s.name, resolved(s)]));
    for (const exported of checker.getExportsOfModule(oldModule)) {
      const name = exported.name;
      const old = resolved(exported);
      const next = newExports.get(name);
      const where = `${moduleName}: ${name}`;
      if (!next) {
        problems.push(`${where} was removed`);
        continue;
      }
      if (old.flags & ts.SymbolFlags.Type && !(old.flags & ts.SymbolFlags.Value)) {
        if (!(next.flags & ts.SymbolFlags.Type)) {
          problems.push(`${where} is no longer a type`);
          continue;
        }
        const oldType = checker.getDeclaredTypeOfSymbol(old);
        const newType = checker.getDeclaredTypeOfSymbol(next);
        if (isGeneric(old) || isGeneric(next)) {
          if (declarationText(old) !== declarationText(next)) problems.push(`${where} (generic) changed`);
        } else if (/(Request|Query)$/.test(name)) {
          if (!assignable(oldType, newType))
            problems.push(
              `${where} no longer accepts what old senders send: ${show(oldType)} -> ${show(newType)}`,
            );
        } else if (!keepsOld(newType, oldType)) {
          problems.push(`${where} changed incompatibly: ${show(oldType)} -> ${show(newType)}`);
        }
      }
      if (old.flags & ts.SymbolFlags.Value) {
        if (!(next.flags & ts.SymbolFlags.Value)) {
          problems.push(`${where} is no longer a value`);
          continue;
        }
        const oldType = checker.getTypeOfSymbol(old);
        const newType = checker.getTypeOfSymbol(next);
        const oldStatic = staticOf(oldType);
        const newStatic = staticOf(newType);
        if (oldStatic && newStatic) {
          // A TypeBox schema: its contract is the shape it validates (`Static<>`), not the schema object, whose
          // type changes with every added field.
          const accepted = /(Body|Query|Params|Request)$/.test(name)
            ? assignable(oldStatic, newStatic)
            : keepsOld(newStatic, oldStatic);
          if (!accepted)
            problems.push(`${where} (schema) changed incompatibly: ${show(oldStatic)} -> ${show(newStatic)}`);
          continue;
        }
        const compatible =
          assignable(newType, oldType) ||
          tupleGrew(newType, oldType) ||
          sameGenericSignature(newType, oldType) ||
          (name === 'default' && isPageCompatible(newType, oldType));
        if (!compatible) problems.push(`${where} changed incompatibly: ${show(oldType)} -> ${show(newType)}`);
      }
    }
  }
  return problems;
}

function isGeneric(symbol) {
  return (symbol.declarations ?? []).some((declaration) => (declaration.typeParameters?.length ?? 0) > 0);
}

function declarationText(symbol) {
  return (symbol.declarations ?? [])
    .map((declaration) => declaration.getText().replace(/\s+/g, ' '))
    .join('\n');
}

/** @typedef {{ remote: string, routes: { path: string, layout: string, access: string, module: string }[] }} RouteList */

/**
 * @param {RouteList} old
 * @param {RouteList} next
 * @returns {string[]}
 */
function compareRoutes(old, next) {
  const problems = [];
  if (old.remote !== next.remote)
    problems.push(`the remote was renamed from ${old.remote} to ${next.remote}`);
  const byPath = new Map(next.routes.map((route) => [route.path, route]));
  for (const route of old.routes) {
    const now = byPath.get(route.path);
    if (!now) {
      problems.push(`${route.path} was removed`);
      continue;
    }
    for (const field of ['layout', 'access', 'module']) {
      if (now[field] !== route[field])
        problems.push(`${route.path}: ${field} changed from ${route[field]} to ${now[field]}`);
    }
  }
  return problems;
}

module.exports = { compareTypes, compareRoutes };

import path from 'node:path';
import ts from 'typescript';
import type { Plugin } from 'vite';
import { facadeOf, PART_QUERY, partModule } from './contract-parts';

/**
 * The client needs each call's method, path, headers and encoding, not its zod schemas:
 * the server validates every request, and the schemas would cost the Home page a third of
 * its script budget. For the browser build this plugin rewrites contract/*.ts so that
 * `defineCall({...})` loses its `request` and `response` properties, and every top-level
 * constant built from an expression is wrapped in a pure IIFE, so what the client never
 * reads is dropped (zod/mini's factories are side-effect free). Types are untouched: the
 * client still type-checks against the full contract.
 *
 * Each contract file is also split into one module per declaration (see contract-parts.ts),
 * so a constant lands in the chunk of the page that reads it.
 *
 * `schemaModules` names client files of schema constants only (search parameters) that get
 * the same wrapping: a schema refined with `.check(...)` is a method call, which the bundler
 * would otherwise keep even when nothing reads it.
 */
export function contractForClient({ schemaModules = [] }: { schemaModules?: string[] } = {}): Plugin {
  const contractDir = path.resolve('contract') + path.sep;
  const schemaFiles = new Set(schemaModules.map((file) => path.resolve(file)));
  return {
    name: 'tala:contract-for-client',
    enforce: 'pre',
    apply: 'build',
    transform(code, id, options) {
      if (options?.ssr) return null;
      const [file = id, query = ''] = id.split('?');
      const contract = file.startsWith(contractDir) && file.endsWith('.ts') && !file.endsWith('.test.ts');
      if (contract) {
        const stripped = stripSchemas(code, file);
        const part = new URLSearchParams(query).get(PART_QUERY);
        if (part) return { code: partModule(stripped, file, part), map: null };
        return { code: query ? stripped : (facadeOf(stripped, file) ?? stripped), map: null };
      }
      if (schemaFiles.has(id)) return { code: stripSchemas(code, id), map: null };
      return null;
    },
  };
}

export function stripSchemas(code: string, fileName = 'contract.ts'): string {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits: { start: number; end: number; text: string }[] = [];

  const visitCalls = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'defineCall') {
      const [arg] = node.arguments;
      if (arg && ts.isObjectLiteralExpression(arg)) {
        for (const prop of arg.properties) {
          if (ts.isPropertyAssignment(prop) && ts.isIdentifier(prop.name) && ['request', 'response'].includes(prop.name.text)) {
            // The property goes with its trailing comma; the object's type is the contract's, not the literal's.
            const end = source.text[prop.getEnd()] === ',' ? prop.getEnd() + 1 : prop.getEnd();
            edits.push({ start: prop.getStart(source), end, text: '' });
          }
        }
      }
      return;
    }
    ts.forEachChild(node, visitCalls);
  };

  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const init = declaration.initializer;
      if (!init || isLiteralData(init)) continue;
      visitCalls(init);
      edits.push({ start: init.getStart(source), end: init.getStart(source), text: '/*#__PURE__*/ (() => (' });
      edits.push({ start: init.getEnd(), end: init.getEnd(), text: '))()' });
    }
  }

  edits.sort((a, b) => b.start - a.start || b.end - a.end);
  let out = code;
  for (const edit of edits) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/** Plain data (strings, numbers, arrays and objects of them) stays as it is: it is cheap and often read. */
function isLiteralData(node: ts.Expression): boolean {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return isLiteralData(node.expression);
  if (ts.isStringLiteral(node) || ts.isNumericLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return true;
  if (ts.isRegularExpressionLiteral(node)) return true;
  if (node.kind === ts.SyntaxKind.TrueKeyword || node.kind === ts.SyntaxKind.FalseKeyword) return true;
  if (ts.isArrayLiteralExpression(node)) return node.elements.every((e) => ts.isExpression(e) && isLiteralData(e));
  if (ts.isObjectLiteralExpression(node)) {
    return node.properties.every((p) => ts.isPropertyAssignment(p) && isLiteralData(p.initializer));
  }
  return false;
}

import ts from 'typescript';

/**
 * Splits a contract module into one module per top-level declaration, so the bundler places
 * each constant in the chunk of the code that reads it. Bundlers place whole modules: a page
 * that reads one constant of contract/account.ts would otherwise pull every constant another
 * page reads from it into the same (often the first) chunk.
 *
 * The file itself becomes a facade re-exporting each part from `<file>?contract-part=<name>`;
 * each part keeps the file's imports (unused ones are dropped by the bundler), imports the
 * sibling parts it refers to, and holds its one declaration.
 */
export const PART_QUERY = 'contract-part';

interface Part {
  key: string;
  names: string[];
  exported: boolean;
  statement: ts.Statement;
}

const hasExport = (node: ts.Statement) =>
  ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

function partsOf(source: ts.SourceFile): Part[] | null {
  const parts: Part[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) || ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement)) continue;
    if (ts.isExportDeclaration(statement)) continue;
    if (ts.isVariableStatement(statement)) {
      const names = statement.declarationList.declarations.map((d) => (ts.isIdentifier(d.name) ? d.name.text : null));
      if (names.some((n) => n === null)) return null;
      parts.push({ key: names[0]!, names: names as string[], exported: hasExport(statement), statement });
      continue;
    }
    if (ts.isFunctionDeclaration(statement) && statement.name) {
      parts.push({ key: statement.name.text, names: [statement.name.text], exported: hasExport(statement), statement });
      continue;
    }
    // Anything else (a statement with effects, a class, an enum) keeps the module whole.
    return null;
  }
  return parts;
}

const partId = (file: string, key: string) => `${file}?${PART_QUERY}=${encodeURIComponent(key)}`;

/** The facade replacing the file, or null when the file cannot be split. */
export function facadeOf(code: string, file: string): string | null {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const parts = partsOf(source);
  if (!parts || parts.length < 2) return null;
  const lines = source.statements.filter(ts.isExportDeclaration).map((s) => s.getText(source));
  for (const part of parts) {
    if (part.exported) lines.push(`export { ${part.names.join(', ')} } from ${JSON.stringify(partId(file, part.key))};`);
  }
  return lines.join('\n') + '\n';
}

/** Value names a statement refers to (not property names, not types). */
function referencedNames(statement: ts.Statement): Set<string> {
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    if (ts.isTypeNode(node)) return;
    if (ts.isIdentifier(node)) {
      const parent = node.parent;
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        (ts.isVariableDeclaration(parent) && parent.name === node) ||
        (ts.isFunctionDeclaration(parent) && parent.name === node) ||
        (ts.isParameter(parent) && parent.name === node) ||
        (ts.isBindingElement(parent) && parent.propertyName === node) ||
        (ts.isMethodDeclaration(parent) && parent.name === node) ||
        ts.isQualifiedName(parent);
      if (!isName) names.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(statement);
  return names;
}

/** The module of the part `key` of the file. */
export function partModule(code: string, file: string, key: string): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const parts = partsOf(source);
  const part = parts?.find((p) => p.key === key);
  if (!parts || !part) throw new Error(`${file} has no part ${key}`);
  const keyOf = new Map(parts.flatMap((p) => p.names.map((name) => [name, p.key] as const)));
  const siblings = new Map<string, string[]>();
  for (const name of referencedNames(part.statement)) {
    const sibling = keyOf.get(name);
    if (!sibling || sibling === key) continue;
    siblings.set(sibling, [...(siblings.get(sibling) ?? []), name]);
  }
  const lines = source.statements.filter(ts.isImportDeclaration).map((s) => s.getText(source));
  for (const [sibling, names] of siblings) lines.push(`import { ${names.join(', ')} } from ${JSON.stringify(partId(file, sibling))};`);
  const text = part.statement.getText(source);
  lines.push(part.exported ? text : `export ${text}`);
  return lines.join('\n') + '\n';
}

// What a job-type page's first JavaScript is made of: the page's component and every module it
// imports statically (the route's loader and the lazily loaded sections have chunks of their own).
// The build puts a module's code whole into the first page's chunk once the page imports it, so
// the part below the list, the sections' queries (section-queries.ts, links.ts), the loader's
// helpers and the sections' API modules must not be among the modules the page imports: only the
// loader and the lazily loaded parts import them. Read from the sources' import declarations (`import type` is no import; `import()` loads
// later).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../helpers/spec';

const src = path.join(repoRoot, 'src');
const apiDoor = path.join(src, 'api/index.ts');

function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
}

interface Imports {
  /** Modules imported for their values (a type-only import is erased). */
  modules: string[];
  /** The value names imported from the API layer's door. */
  apiNames: string[];
}

function importsOf(file: string): Imports {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TSX);
  const modules: string[] = [];
  const apiNames: string[] = [];
  for (const statement of source.statements) {
    let names: string[] | undefined;
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      names =
        bindings && ts.isNamedImports(bindings)
          ? bindings.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text)
          : [];
      if (clause?.name) names.push('default');
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      // `import { type A } from` keeps only the module's effects: none of its code is used.
      if (clause && names.length === 0) continue;
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      const clause = statement.exportClause;
      names =
        clause && ts.isNamedExports(clause)
          ? clause.elements.filter((element) => !element.isTypeOnly).map((element) => element.name.text)
          : ['*'];
      if (names.length === 0) continue;
    } else continue;
    const specifier = (statement.moduleSpecifier as ts.StringLiteral).text;
    const target = resolveImport(file, specifier);
    if (!target) continue;
    if (target === apiDoor) apiNames.push(...names);
    else modules.push(target);
  }
  return { modules, apiNames };
}

/** Every module `entry` imports statically, itself included, and the API names they import. */
function staticGraph(entry: string) {
  const seen = new Set<string>();
  const apiNames = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const imports = importsOf(file);
    imports.apiNames.forEach((name) => apiNames.add(name));
    queue.push(...imports.modules);
  }
  return { modules: [...seen].map((file) => path.relative(src, file)), apiNames: [...apiNames] };
}

/** Which module of src/api defines each name the API door exports. */
function apiModuleOf(): Map<string, string> {
  const byName = new Map<string, string>();
  const dir = path.join(src, 'api');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'index.ts')) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    for (const match of text.matchAll(/^export (?:async )?(?:function\*? |const |let |class )(\w+)/gm))
      byName.set(match[1]!, file.replace(/\.ts$/, ''));
  }
  return byName;
}

const page = staticGraph(path.join(src, 'features/marketing/components/MarketingPage.tsx'));

describe("a job-type page's first JavaScript", () => {
  it('holds the page and the queries of its first part', () => {
    expect(page.modules).toEqual(
      expect.arrayContaining([
        'features/marketing/components/MarketingPage.tsx',
        'features/marketing/page-queries.ts',
        'features/marketing/components/ProFilters.tsx',
        'features/marketing/components/ProList.tsx',
        'features/marketing/components/ProCard.tsx',
      ]),
    );
    expect(page.apiNames).toEqual(
      expect.arrayContaining([
        'jobCategoriesQueryOptions',
        'proCountQueryOptions',
        'prosInfiniteQueryOptions',
      ]),
    );
  });

  it.each([
    ['features/marketing/section-queries.ts', "the sections' queries"],
    ['features/marketing/links.ts', "the link blocks' queries"],
    ['features/marketing/components/use-section-queries.ts', "the sections' door to their queries"],
    ['features/marketing/components/BelowTheList.tsx', 'the part below the list (lazy)'],
    ['features/marketing/components/lazy-sections.ts', 'the sections below the list (lazy)'],
    ['features/marketing/components/ContentSections.tsx', 'the sections below the list (lazy)'],
    ['features/marketing/components/ReviewsSection.tsx', 'the reviews (lazy)'],
    ['features/marketing/components/LinkBlocks.tsx', 'the link blocks (lazy)'],
    ['features/marketing/load.ts', "the loader's"],
    ['features/marketing/listing.ts', "the loader's (the pro list's request comes with the loader's data)"],
    ['features/marketing/resolve.ts', "the loader's (the address's resolution)"],
  ])('not %s: %s', (module) => {
    expect(page.modules).not.toContain(module);
  });

  it("imports nothing from the sections' API modules", () => {
    const moduleOf = apiModuleOf();
    const sectionsOnly = [
      'blog',
      'case-studies',
      'flags',
      'locations',
      'marketing-requests',
      'pricing',
      'reviews',
    ];
    const used = page.apiNames.map((name) => `${moduleOf.get(name) ?? '?'}: ${name}`);
    expect(used.filter((entry) => sectionsOnly.includes(entry.split(':')[0]!))).toEqual([]);
    // Every name was found (a name defined some other way would escape the check).
    expect(used.filter((entry) => entry.startsWith('?:'))).toEqual([]);
  });
});

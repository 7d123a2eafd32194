import { describe, expect, it } from 'vitest';
import { featureTexts } from '../locales/feature-texts';

/**
 * Each page's first visit loads the feature namespaces its routes name in `withTexts`
 * (lib/routing.ts). These checks read the sources: every feature namespace that a page module,
 * or anything it imports, names must be among those its loader lists, so that no key shows
 * while a namespace arrives late; a loader without `withTexts` reads the shell's texts only.
 */
const sources = import.meta.glob<string>(
  ['../**/*.ts', '../**/*.tsx', '!../**/*.test.ts', '!../**/*.test.tsx', '!../test/**'],
  { query: '?raw', import: 'default', eager: true },
);
const featureNamespaces = new Set(Object.keys(featureTexts.en));

/** Where a module's namespaces are named: hooks, constants, props and prefixed keys. */
const namespacePatterns = [
  /useTranslation\(\s*\[?\s*'([\w-]+)'/g,
  /useTexts\(\s*'([\w-]+)'/g,
  /\bns\s*[:=]\s*'([\w-]+)'/g,
  /namespace\s*[:=]\s*'([\w-]+)'/g,
  /namespace="([\w-]+)"/g,
  /'([\w-]+):[\w.]+'/g,
];

function directory(file: string): string {
  return file.slice(0, file.lastIndexOf('/'));
}

/** `../features/courses` + `./api` → `../features/courses/api.ts` (or .tsx, or an index). */
function resolveImport(fromFile: string, specifier: string): string | undefined {
  const parts = `${directory(fromFile)}/${specifier}`.split('/');
  const joined: string[] = [];
  for (const part of parts) {
    if (part === '.' || part === '') continue;
    if (part === '..' && joined.length > 0 && joined.at(-1) !== '..') joined.pop();
    else joined.push(part);
  }
  // The glob names this folder's files `./x.ts` and the others' `../y/x.ts`.
  const base = joined[0] === '..' ? joined.join('/') : `./${joined.join('/')}`;
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find(
    (candidate) => candidate in sources,
  );
}

/** The module and every module it imports statically, as source files. */
function importClosure(entry: string): Set<string> {
  const seen = new Set<string>();
  const waiting = [entry];
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of (sources[file] ?? '').matchAll(
      /(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/g,
    )) {
      const target = match[1] === undefined ? undefined : resolveImport(file, match[1]);
      if (target !== undefined) waiting.push(target);
    }
  }
  return seen;
}

function namespacesRead(entries: readonly string[]): string[] {
  const found = new Set<string>();
  for (const entry of entries)
    for (const file of importClosure(entry))
      for (const pattern of namespacePatterns)
        for (const match of (sources[file] ?? '').matchAll(pattern))
          if (match[1] !== undefined && featureNamespaces.has(match[1])) found.add(match[1]);
  return [...found].sort();
}

function importedModules(routesFile: string, loader: string): string[] {
  return [...loader.matchAll(/import\('([^']+)'\)/g)].flatMap((match) => {
    const target = match[1] === undefined ? undefined : resolveImport(routesFile, match[1]);
    return target === undefined ? [] : [target];
  });
}

const routeFiles = Object.keys(sources).filter((file) =>
  /^\.\.\/features\/[\w-]+\/routes\.ts$|^\.\/routes\.tsx$/.test(file),
);

describe("the texts each page's first visit loads", () => {
  it('finds the route files and their loaders', () => {
    expect(routeFiles).toEqual(
      expect.arrayContaining(['./routes.tsx', '../features/courses/routes.ts']),
    );
    expect(namespacesRead(['../features/courses/index.ts'])).toEqual(
      expect.arrayContaining(['courses', 'course-detail']),
    );
  });

  it.each(routeFiles)('%s lists every feature namespace its pages read', (file) => {
    const source = sources[file] ?? '';
    const declared = [...source.matchAll(/withTexts\(\s*([\s\S]*?),\s*\[([^\]]*)\],?\s*\)/g)];
    for (const [, loader = '', list = ''] of declared) {
      const listed = [...list.matchAll(/'([\w-]+)'/g)].map((match) => match[1]);
      const modules = importedModules(file, loader);
      expect(modules.length, loader).toBeGreaterThan(0);
      for (const namespace of listed) expect(featureNamespaces, file).toContain(namespace);
      expect(listed, `${file}: ${modules.join(', ')}`).toEqual(
        expect.arrayContaining(namespacesRead(modules)),
      );
    }
    // A loader without withTexts: its pages read the shell's texts only.
    const plain = source.replace(/withTexts\(\s*[\s\S]*?,\s*\[[^\]]*\],?\s*\)/g, '');
    for (const match of plain.matchAll(/=\s*\(\)\s*=>\s*(import\('[^']+'\)[^;]*);/g)) {
      const modules = importedModules(file, match[1] ?? '');
      expect(namespacesRead(modules), `${file}: ${modules.join(', ')}`).toEqual([]);
    }
  });
});

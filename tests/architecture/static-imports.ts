import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

export const root = resolve(import.meta.dirname, '../..');
export const src = resolve(root, 'src');

// Static imports and re-exports; `import type`/`export type` are erased, `import()` is lazy and not followed.
export const staticImport = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"`;]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

/** The file a specifier names, or null for a package, a stylesheet or anything outside src. */
function resolveImport(from: string, specifier: string): string | null {
  let base: string;
  if (specifier.startsWith('@/')) base = resolve(src, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

/** Every src module the entry reaches without a dynamic import. */
export function staticallyReached(entry: string): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(staticImport)) {
      const target = resolveImport(file, specifier!);
      if (target && target.startsWith(src)) queue.push(target);
    }
  }
  return reached;
}

/** The packages `file` imports statically, by name. */
export function packagesOf(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(staticImport)]
    .map(([, specifier]) => specifier!)
    .filter((specifier) => !specifier.startsWith('.') && !specifier.startsWith('@/'));
}

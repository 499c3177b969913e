import type { FieldRule } from './register-fields';

export type FieldProblem = 'required' | 'length' | 'pattern';

const compiled = new Map<string, RegExp | null>();

/** The server's pattern as a RegExp; '*' (any text) and a pattern this browser cannot compile give null. */
export function acceptedRegExp(pattern: string): RegExp | null {
  if (pattern === '*' || pattern === '') return null;
  if (!compiled.has(pattern)) {
    try {
      compiled.set(pattern, new RegExp(pattern));
    } catch {
      compiled.set(pattern, null);
    }
  }
  return compiled.get(pattern) ?? null;
}

/** Characters as a person counts them (code points), as the server does. */
export const textLength = (value: string) => [...value].length;

/**
 * The first problem of `value` under `rule`, or null. An empty optional field passes; the length is checked
 * before the pattern, as the server does.
 */
export function checkValue(value: string, rule: FieldRule): FieldProblem | null {
  if (value === '') return rule.required ? 'required' : null;
  const length = textLength(value);
  if (length < rule.minLength || length > rule.maxLength) return 'length';
  const pattern = acceptedRegExp(rule.acceptedPattern);
  if (pattern && !pattern.test(value)) return 'pattern';
  return null;
}

import type { FieldValues } from 'react-hook-form';
import * as z from 'zod/mini';

/** One field's rule: the message to show under it, or null when the value may be sent. */
export type FieldRule<V> = (value: string, values: V) => string | null;

/** A form of text fields, as typed. */
export type TextValues<V> = FieldValues & { [K in keyof V]: string };

export type FieldRules<V extends TextValues<V>> = { [K in keyof V]?: FieldRule<V> };

/**
 * A form's rules as the zod schema react-hook-form reads through zodResolver. Every field is text as typed
 * (never rewritten, so a refusal leaves it for the member to correct); each rule says its own translated
 * message, so the schema is rebuilt when the language or the limits change.
 */
export function fieldRules<V extends TextValues<V>>(rules: FieldRules<V>) {
  return z
    .custom<V>((value) => typeof value === 'object' && value !== null)
    .check(
      z.superRefine((values, ctx) => {
        for (const [name, rule] of Object.entries(rules) as [keyof V & string, FieldRule<V> | undefined][]) {
          const message = rule?.(values[name], values);
          if (message) ctx.addIssue({ code: 'custom', message, path: [name], input: values[name] });
        }
      }),
    );
}

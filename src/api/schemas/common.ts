import * as z from 'zod/mini';

/** Builds differ on how they spell a yes/no: true, 1, "1", "true" all mean on. */
export const flag = z.pipe(
  z.union([z.boolean(), z.number(), z.string(), z.null()]),
  z.transform((v) => v === true || v === 1 || v === '1' || v === 'true'),
);

/** Numbers sometimes arrive as strings ("12.50"); anything unreadable is a malformed answer. */
export const amount = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((v, ctx) => {
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n)) {
      ctx.issues.push({ code: 'custom', message: 'not a number', input: v });
      return z.NEVER;
    }
    return n;
  }),
);

export const text = z.pipe(
  z.union([z.string(), z.number(), z.null(), z.undefined()]),
  z.transform((v) => (v === null || v === undefined ? '' : String(v))),
);

export const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));

export const nothing = z.unknown();

/** An amount or a count the answer may leave out, read as 0 (a report's figures, a team's sizes). */
export const figure = z._default(amount, 0);

/**
 * An answer that is one list, `{list: [...]}`, where an absent list means none. A list the screen must have
 * (the game lists) is required instead, so that its absence shows as an error, not as "nothing here".
 */
export function listAnswer<T extends z.ZodMiniType>(item: T) {
  return z.object({ list: z._default(z.array(item), []) });
}

/**
 * A list whose unreadable items are left out, and which is empty when missing or not a list: a part the
 * answer can live without (a link of the start-up answer, a card of the cashier) never makes it malformed.
 */
export function tolerantList<S extends z.ZodMiniType>(item: S) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((items) =>
      items.flatMap((raw) => {
        const parsed = item.safeParse(raw);
        return parsed.success ? [parsed.data as z.infer<S>] : [];
      }),
    ),
  );
}

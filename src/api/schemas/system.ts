import * as z from 'zod/mini';
import { flag } from './common';

export const registerFieldRule = z.object({
  enabled: flag,
  required: flag,
  acceptedPattern: z._default(z.string(), '*'),
  minLength: z.nullish(z.number()),
  maxLength: z.nullish(z.number()),
  patternId: z.nullish(z.union([z.number(), z.string()])),
});
export type RegisterFieldRule = z.infer<typeof registerFieldRule>;

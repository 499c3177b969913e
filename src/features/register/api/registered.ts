import * as z from 'zod/mini';
import { id } from '@/api/schemas/common';

/** Both registrations' answer: the new member's id, and a token when the server logs it in at once. */
export const registered = z.object({ customerId: z.optional(id), token: z.optional(z.string()) });

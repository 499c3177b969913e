import * as z from 'zod/mini';
import { amount } from '@/api/schemas/common';

export { figure } from '@/api/schemas/common';

/**
 * What the four reports share besides paging (our design, mocks/README.md "Agent centre reports"): figures
 * that default to 0 and levels to 1 (direct members).
 */
export const level = z._default(amount, 1);

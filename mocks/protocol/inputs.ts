import type { CallContext } from './define-call';
import { field, type Payload } from './read-body';

/** Query parameters and body fields together, for calls whose method or encoding the spec leaves open. */
export function inputs(ctx: CallContext): Payload {
  return { ...Object.fromEntries(ctx.query), ...ctx.body };
}

export function firstField(payload: Payload, ...names: string[]): string {
  for (const name of names) {
    const value = field(payload, name);
    if (value !== '') return value;
  }
  return '';
}

export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

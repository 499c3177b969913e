import { badRequest } from '../../protocol/mock-failure';

/** The one "missing field" refusal of My account's security calls; the message names the field. */
export function requiredField(label: string): never {
  throw badRequest('security.field.required', `${label} is required`);
}

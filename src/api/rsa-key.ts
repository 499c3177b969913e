import * as z from 'zod/mini';
import { endpoint } from './endpoint';

/**
 * The RSA modulus that seals an (E) payload's key (the wire protocol). The reference client's sealing is not in its
 * bundle, so the call is the wire protocol's; the modulus comes as the envelope's value or as plain hex text, both read.
 */
export const rsaKey = endpoint({
  name: 'rsaKey',
  link: '/wps/session/key/rsa',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'none',
  answer: 'text',
  source: 'spec',
  response: z.string().check(z.regex(/^\s*[0-9a-fA-F]+\s*$/)),
});

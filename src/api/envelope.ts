import { ApiError, sameCode } from './api-error';
import type { AnswerForm } from './endpoint';

/**
 * The codes with which the platform says a session is over, inside any status (an HTTP 200 failure too): the
 * reference's `login.not.session` and the member centre's `customer.not.login` and `user.or.token.invalid`;
 * the member centre also logs out on the message `CUSTOMER_NOT_LOGIN` (spec 5, 2.1 and 3.9).
 */
const SESSION_CODES = ['login.not.session', 'customer.not.login', 'user.or.token.invalid'];
const SESSION_MESSAGE = 'CUSTOMER_NOT_LOGIN';

function endsSession(code: string | undefined, message: string | undefined): boolean {
  return SESSION_CODES.some((c) => sameCode(code, c)) || sameCode(message?.trim(), SESSION_MESSAGE);
}

/**
 * The one reading of an answer (docs/protocol.md, "Envelope and errors"): `{ success: true, value }` gives
 * `value`; everything else becomes an `ApiError`. A 401 or a session code is a `session` error; the caller
 * decides whether that ends the session.
 */
export function unwrap(call: string, status: number, body: unknown, form: AnswerForm = 'envelope') {
  const envelope = isRecord(body) && typeof body.success === 'boolean' ? body : null;

  if (envelope?.success === true && status < 300) return form === 'whole' ? envelope : envelope.value;
  // Some builds answer a few calls (the RSA key) with the bare value as plain text.
  if (!envelope && form === 'text' && status < 300 && typeof body === 'string' && body.trim() !== '') {
    return body.trim();
  }
  // /lgw and /lotto answer the object itself, without an envelope (product rules: game and lottery calls).
  if (!envelope && form === 'bare' && status < 300 && (isRecord(body) || Array.isArray(body))) return body;

  const code = envelope ? stringOrUndefined(envelope.errorCode ?? envelope.code) : undefined;
  const message = envelope ? stringOrUndefined(envelope.message ?? envelope.msg) : undefined;
  const details = { code, status, message, value: envelope?.value };

  if (status === 401 || endsSession(code, message)) throw new ApiError('session', call, details);
  if (sameCode(code, 'function.not.available')) throw new ApiError('unavailable', call, details);
  if (envelope) throw new ApiError('server', call, details);
  if (status >= 400) throw new ApiError('server', call, { status });
  throw new ApiError('malformed', call, { status });
}

/** A body as the mapping reads it: JSON when it is JSON, else the text itself (never a guess in between). */
export function parseBody(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const stringOrUndefined = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

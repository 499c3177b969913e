/**
 * Every way a call can fail, as one type. Screens translate `kind` (and known codes) into messages; nothing
 * above src/api needs to know about HTTP statuses or envelope quirks.
 */
export type ApiErrorKind =
  | 'network' // no answer at all
  | 'timeout'
  | 'session' // 401 or login.not.session on a call that carried the token: the session is over
  | 'refused' // 401 on a call made without a session (a login refused, say): nothing to end
  | 'server' // an answer with success:false, or a 5xx
  | 'unavailable' // function.not.available: the feature is switched off for this site
  | 'malformed'; // an answer we cannot read

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code: string | undefined;
  readonly status: number | undefined;
  readonly call: string;
  /** The failure envelope's `value`, when it carried one (the proofs an unregistered IP may give, say). */
  readonly value: unknown;

  constructor(
    kind: ApiErrorKind,
    call: string,
    options: { code?: string; status?: number; message?: string; value?: unknown } = {},
  ) {
    super(options.message || `${call}: ${kind}${options.code ? ` (${options.code})` : ''}`);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = options.code;
    this.status = options.status;
    this.call = call;
    this.value = options.value;
  }

  /** The server's own text, when it sent one (already in the request's language). */
  get serverMessage(): string | undefined {
    return (this.kind === 'server' || this.kind === 'refused') && this.code !== undefined
      ? this.message
      : undefined;
  }

  /** A login error that names a captcha means the captcha must be shown from now on (product rules: states and flows). */
  get wantsCaptcha(): boolean {
    return /captcha/i.test(`${this.code ?? ''} ${this.message}`);
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/**
 * Error codes compare without regard to case: one build says `US_FORBIDDEN_LOGIN_ERROR`, a live site
 * `us_forbidden_login_error` (spec 5, 3.9).
 */
export function sameCode(code: string | undefined, expected: string): boolean {
  return code !== undefined && code.toLowerCase() === expected.toLowerCase();
}

/** Whether a failure carries one of these codes (any case). */
export function hasCode(error: unknown, ...codes: string[]): error is ApiError {
  return isApiError(error) && codes.some((c) => sameCode(error.code, c));
}

/** The entry a table keyed by error code holds for this failure's code, whatever the case of either. */
export function byCode<T>(table: Readonly<Record<string, T>> | undefined, error: unknown): T | undefined {
  const key =
    table && isApiError(error) ? Object.keys(table).find((k) => sameCode(error.code, k)) : undefined;
  return key === undefined ? undefined : table![key];
}

/** Translation key for an error's kind, for screens that have no more specific message. */
export function errorMessageKey(error: unknown): string {
  if (!isApiError(error)) return 'error_unexpected';
  return `error_${error.kind}`;
}

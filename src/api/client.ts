import { env } from '@/config/env';
import { ApiError } from './api-error';
import { catalogue, type CallName, type CallSpec, type ResponseOf } from './catalogue';

export interface ClientHooks {
  getToken: () => string | null;
  /** Two-letter code; sent upper-case in the Language header. */
  getLanguage: () => string;
  /** A 401 anywhere: the app clears the session and opens the login popup, keeping the page. */
  onSessionExpired: () => void;
}

let hooks: ClientHooks = {
  getToken: () => null,
  getLanguage: () => env.VITE_DEFAULT_LANGUAGE,
  onSessionExpired: () => {},
};

export function configureClient(next: Partial<ClientHooks>): void {
  hooks = { ...hooks, ...next };
}

export interface RequestOptions {
  params?: Record<string, string | number | boolean | null | undefined>;
  data?: unknown;
  signal?: AbortSignal;
}

/** An answer as the mapping below reads it: the HTTP status and the body, parsed as JSON when it is JSON. */
interface Answer {
  status: number;
  data: unknown;
}

class TimedOut extends Error {}

/**
 * One round trip with the platform's fetch. Every status comes back as an answer (judged in one place,
 * `unwrap`); only a lost connection, the time limit or the caller's cancel throw.
 */
async function transport(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: BodyInit },
  signal: AbortSignal | undefined,
): Promise<Answer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new TimedOut()), env.VITE_API_TIMEOUT_MS);
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    const response = await fetch(url, { ...init, signal: controller.signal, credentials: 'same-origin' });
    const text = await response.text();
    return { status: response.status, data: parseBody(text) };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', cancel);
  }
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function withQuery(link: string, params: RequestOptions['params']): string {
  if (!params) return link;
  const query = new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined || v === null ? [] : [[k, String(v)]])),
  ).toString();
  return query ? `${link}?${query}` : link;
}

export async function request<N extends CallName>(
  name: N,
  options: RequestOptions = {},
): Promise<ResponseOf<N>> {
  const spec: CallSpec = catalogue[name];
  try {
    return await send(name, spec, options);
  } catch (error) {
    // The key may have been rotated since we fetched it: fetch it again once.
    if (spec.encrypted && error instanceof ApiError && /decrypt/i.test(error.code ?? '')) {
      modulus = null;
      return send(name, spec, options);
    }
    throw error;
  }
}

async function send<N extends CallName>(
  name: N,
  spec: CallSpec,
  options: RequestOptions,
): Promise<ResponseOf<N>> {
  const headers: Record<string, string> = {
    Merchant: env.VITE_MERCHANT_CODE,
    Language: hooks.getLanguage().toUpperCase(),
    [env.VITE_MODULE_ID_HEADER]: spec.moduleId,
    ...spec.headers,
  };
  const token = spec.token === 'none' ? null : hooks.getToken();
  if (token) headers.Authorization = token;

  let body: BodyInit | undefined;
  if (spec.encrypted) {
    const [{ encryptPayload }, key] = await Promise.all([import('./crypto'), rsaModulus()]);
    const sealed = encryptPayload(options.data ?? {}, key);
    Object.assign(headers, sealed.headers);
    if (env.VITE_ENCRYPTED_BODY_SHAPE === 'value') {
      body = JSON.stringify({ value: sealed.body });
      headers['Content-Type'] = 'application/json';
    } else {
      body = sealed.body;
      headers['Content-Type'] = 'text/plain';
    }
  } else if (spec.form) {
    body = new URLSearchParams(stringEntries(options.data));
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (options.data !== undefined) {
    body = JSON.stringify(options.data);
    headers['Content-Type'] = 'application/json';
  }

  let response: Answer;
  try {
    response = await transport(
      withQuery(spec.link, options.params),
      { method: spec.method, headers, body },
      options.signal,
    );
  } catch (error) {
    // The caller's own cancel is not a failure to report: it goes back as it came (React Query expects it).
    if (options.signal?.aborted) throw options.signal.reason ?? error;
    throw new ApiError(error instanceof TimedOut ? 'timeout' : 'network', name);
  }

  const value = unwrap(name, response);
  const parsed = spec.response.safeParse(value);
  if (!parsed.success) throw new ApiError('malformed', name, { status: response.status });
  return parsed.data as ResponseOf<N>;
}

function unwrap(name: string, response: Answer): unknown {
  const { status } = response;
  const body = response.data;
  const envelope = isRecord(body) && typeof body.success === 'boolean' ? body : null;

  if (envelope?.success === true && status < 300) return envelope.value;

  const code = envelope ? stringOrUndefined(envelope.errorCode ?? envelope.code) : undefined;
  const message = envelope ? stringOrUndefined(envelope.message ?? envelope.msg) : undefined;

  if (status === 401 || code === 'login.not.session') {
    const error = new ApiError('session', name, { code, status, message });
    if (catalogue[name as CallName].token !== 'none') hooks.onSessionExpired();
    throw error;
  }
  if (code === 'function.not.available') throw new ApiError('unavailable', name, { code, status, message });
  if (envelope) throw new ApiError('server', name, { code, status, message });
  if (status >= 400) throw new ApiError('server', name, { status });
  throw new ApiError('malformed', name, { status });
}

let modulus: Promise<string> | null = null;

function rsaModulus(): Promise<string> {
  modulus ??= request('rsaKey', { params: { t: Date.now() } }).catch((error: unknown) => {
    modulus = null;
    throw error;
  });
  return modulus;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const stringOrUndefined = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);

function stringEntries(data: unknown): [string, string][] {
  if (!isRecord(data)) return [];
  return Object.entries(data)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, String(v)]);
}

import axios, { AxiosHeaders, type AxiosError, type InternalAxiosRequestConfig } from 'axios';
import { env } from '@/config/env';
import { ApiError } from './api-error';
import type { AnswerOf, Endpoint } from './endpoint';
import { parseBody, unwrap } from './envelope';
import { noteServerDate } from './server-clock';
import { rsaKey } from './rsa-key';

export interface ClientHooks {
  getToken: () => string | null;
  /** Two-letter code; sent upper-case in the Language header. */
  getLanguage: () => string;
  /**
   * A 401 on a call that carried `token`: the app ends that session (if it is still the current one) and
   * opens the login popup.
   */
  onSessionExpired: (token: string) => void;
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
  /** A list is sent as the name repeated (`ids=a&ids=b`), as the platform's member centre writes it. */
  params?: Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
  data?: unknown;
  signal?: AbortSignal;
}

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The endpoint this request is; the interceptors read everything from it. */
    spec?: Endpoint;
    /** The token this request carried: a 401 ends that session only, not one begun since. */
    sentToken?: string | null;
  }
}

/**
 * The one HTTP client of the portal (docs/protocol.md). Every status comes back as an answer so that the
 * response interceptor judges it in one place; bodies are read as text and parsed here, because axios's
 * own JSON guess would turn a bare hex key such as "9e12..." into a number.
 */
const http = axios.create({
  // fetch rather than XMLHttpRequest: the time limit and cancel then work the same in every environment.
  adapter: 'fetch',
  // The backend is always the page's own origin (/wps and /lgw are proxied there); spelled out because a
  // Fetch Request outside a browser page has no base to resolve a bare path against.
  baseURL: globalThis.location?.origin,
  timeout: env.VITE_API_TIMEOUT_MS,
  paramsSerializer: { indexes: null },
  validateStatus: () => true,
  responseType: 'text',
  transformResponse: [parseBody],
  transitional: { clarifyTimeoutError: true },
});

http.interceptors.request.use(async (config) => {
  const spec = config.spec!;
  const headers = AxiosHeaders.from(config.headers);
  headers.set('Merchant', env.VITE_MERCHANT_CODE);
  headers.set('Language', hooks.getLanguage().toUpperCase());
  // Where the reference sends no module id, none goes (a strict gateway refuses one it does not expect).
  if (spec.moduleId) headers.set(env.VITE_MODULE_ID_HEADER, spec.moduleId);
  for (const [name, value] of Object.entries(spec.headers)) headers.set(name, value);
  const token = spec.token === 'none' ? null : hooks.getToken();
  if (token) headers.set('Authorization', token);
  config.sentToken = token;
  config.headers = headers;
  if (spec.encrypted) await seal(config);
  else if (spec.form) {
    config.data = new URLSearchParams(stringEntries(config.data)).toString();
    headers.setContentType('application/x-www-form-urlencoded');
  }
  return config;
});

/** (E) calls: the whole payload DES-encrypted, its key RSA-encrypted into the headers. */
async function seal(config: InternalAxiosRequestConfig): Promise<void> {
  // A fresh key for every sealed call, as the key call's `t` parameter intends: a rotated key never bites.
  const [{ encryptPayload }, key] = await Promise.all([
    import('./crypto'),
    request(rsaKey, { params: { t: Date.now() }, signal: config.signal as AbortSignal | undefined }),
  ]);
  const sealed = encryptPayload(config.data ?? {}, key, { digest: env.VITE_PAYLOAD_DIGEST });
  for (const [name, value] of Object.entries(sealed.headers)) config.headers.set(name, value);
  if (env.VITE_ENCRYPTED_BODY_SHAPE === 'value') {
    config.data = JSON.stringify({ value: sealed.body });
    config.headers.setContentType('application/json');
  } else {
    config.data = sealed.body;
    config.headers.setContentType('text/plain');
  }
}

http.interceptors.response.use(
  (response) => {
    noteServerDate(response.headers.date);
    const spec = response.config.spec!;
    const name = spec.name;
    try {
      response.data = unwrap(name, response.status, response.data, spec.answer);
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind !== 'session') throw error;
      const token = response.config.sentToken;
      // Without a session there is none to end: a login refused with 401 is a refusal, not "please log in".
      if (!token) throw new ApiError('refused', name, errorDetails(error));
      hooks.onSessionExpired(token);
      throw error;
    }
    return response;
  },
  (error: unknown) => {
    // Failures raised before sending (the RSA key call, say) are already ApiErrors.
    if (error instanceof ApiError) throw error;
    const config = (error as AxiosError).config;
    // The caller's own cancel is not a failure to report: it goes back as it came (React Query expects it).
    if (config?.signal?.aborted) throw (config.signal as AbortSignal).reason ?? error;
    const timedOut =
      (error as AxiosError).code === 'ETIMEDOUT' || (error as AxiosError).code === 'ECONNABORTED';
    throw new ApiError(timedOut ? 'timeout' : 'network', config?.spec?.name ?? 'unknown');
  },
);

function errorDetails(error: ApiError) {
  return { code: error.code, status: error.status, message: error.message, value: error.value };
}

/** Sends one endpoint's request and gives its answer, read by the endpoint's schema. */
export async function request<E extends Endpoint>(
  spec: E,
  options: RequestOptions = {},
): Promise<AnswerOf<E>> {
  const name = spec.name;
  const send = () =>
    http.request<unknown>({
      spec,
      url: spec.link,
      method: spec.method,
      // axios leaves out parameters that are undefined or null.
      params: options.params,
      data: options.data,
      signal: options.signal,
    });
  let response;
  try {
    response = await send();
  } catch (error) {
    // A public answer refused for its (expired) token is asked again once, now as a visitor (or with the
    // session begun since): the list a visitor may see is shown rather than an error.
    if (!(spec.token === 'optional' && error instanceof ApiError && error.kind === 'session')) throw error;
    response = await send();
  }
  const parsed = spec.response.safeParse(response.data);
  if (!parsed.success) throw new ApiError('malformed', name, { status: response.status });
  return parsed.data as AnswerOf<E>;
}

function stringEntries(data: unknown): [string, string][] {
  if (typeof data !== 'object' || data === null) return [];
  return Object.entries(data)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, String(v)]);
}

import axios, { type AxiosRequestConfig, type AxiosResponse } from 'axios';
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

// Statuses are judged below, not by axios, so every answer reaches one mapping.
const http = axios.create({ timeout: env.VITE_API_TIMEOUT_MS, validateStatus: () => true });

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

  let data: unknown = options.data;
  if (spec.encrypted) {
    const [{ encryptPayload }, key] = await Promise.all([import('./crypto'), rsaModulus()]);
    const sealed = encryptPayload(options.data ?? {}, key);
    Object.assign(headers, sealed.headers);
    if (env.VITE_ENCRYPTED_BODY_SHAPE === 'value') {
      data = { value: sealed.body };
      headers['Content-Type'] = 'application/json';
    } else {
      data = sealed.body;
      headers['Content-Type'] = 'text/plain';
    }
  } else if (spec.form) {
    data = new URLSearchParams(stringEntries(options.data));
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
  } else if (data !== undefined) {
    headers['Content-Type'] = 'application/json';
  }

  const config: AxiosRequestConfig = {
    url: spec.link,
    method: spec.method,
    headers,
    params: options.params ? definedOnly(options.params) : undefined,
    data,
    signal: options.signal,
  };

  let response: AxiosResponse<unknown>;
  try {
    response = await http.request(config);
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    const timedOut =
      axios.isAxiosError(error) && (error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT');
    throw new ApiError(timedOut ? 'timeout' : 'network', name);
  }

  const value = unwrap(name, response);
  const parsed = spec.response.safeParse(value);
  if (!parsed.success) throw new ApiError('malformed', name, { status: response.status });
  return parsed.data as ResponseOf<N>;
}

function unwrap(name: string, response: AxiosResponse<unknown>): unknown {
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

function definedOnly(params: NonNullable<RequestOptions['params']>) {
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== null));
}

function stringEntries(data: unknown): [string, string][] {
  if (!isRecord(data)) return [];
  return Object.entries(data)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, String(v)]);
}

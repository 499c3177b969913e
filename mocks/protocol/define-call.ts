import { http, type HttpHandler } from 'msw';
import type { Endpoint } from '@/api/endpoint';
import type { Language } from '../domains/games/game-types';
import type { Member } from '../domains/members/members';
import type { MockState } from '../state/mock-state';
import { getState } from '../state/store';
import { decryptRequestPayload, PayloadDecryptError } from './decrypt';
import { fail, ok } from './envelope';
import { MockFailure } from './mock-failure';
import { sessionEndResponse } from '../domains/session/session-end';
import { parsePlainBody, asPayload, type Payload } from './read-body';

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface CallSpec {
  methods: readonly Method[];
  /** Path without origin, e.g. `/wps/session/login`. */
  path: string;
  /** Whitelabel module that must be on; omitted for calls no flag governs. */
  module?: string;
  /** `required`: (T) calls; `optional`: public calls that read the member when a token is sent. */
  token?: 'required' | 'optional';
  /** (E) calls: the body must be an encrypted payload. */
  encrypted?: boolean;
}

export interface CallContext {
  /** The state of the request's scope: resolvers read and change this one, never another. */
  state: MockState;
  request: Request;
  url: URL;
  query: URLSearchParams;
  body: Payload;
  member: Member | null;
  token: string | null;
  language: Language;
  origin: string;
}

export type CallResolver = (ctx: CallContext) => unknown;

export function languageOf(request: Request, query: URLSearchParams): Language {
  const raw = (
    query.get('language') ??
    query.get('lang') ??
    request.headers.get('Language') ??
    'EN'
  ).toUpperCase();
  return raw === 'PT' ? 'PT' : 'EN';
}

function authenticate(state: MockState, request: Request): { token: string | null; member: Member | null } {
  const token = request.headers.get('Authorization')?.trim() || null;
  if (!token) return { token: null, member: null };
  const memberId = state.sessions.get(token);
  const member = memberId === undefined ? null : (state.members.get(memberId) ?? null);
  return { token: member ? token : null, member };
}

async function readBody(request: Request, spec: CallSpec): Promise<Payload> {
  if (request.method === 'GET' || request.method === 'HEAD') return {};
  const contentType = request.headers.get('Content-Type') ?? '';
  // Uploads (a withdrawal's proof image): file fields stay Blobs in the payload.
  if (!spec.encrypted && contentType.includes('multipart/form-data')) {
    return Object.fromEntries((await request.formData()).entries());
  }
  const raw = await request.text();
  if (spec.encrypted) return asPayload(decryptRequestPayload(raw, request.headers));
  return parsePlainBody(raw, contentType);
}

/**
 * One backend call: checks the module flag, the session and the encryption the protocol demands, then
 * runs the resolver. A resolver returns the `value` to wrap in the success envelope (or a ready Response)
 * and throws MockFailure for protocol errors.
 */
export function defineCall(spec: CallSpec, resolver: CallResolver): HttpHandler[] {
  return serve(spec, resolver, () => null);
}

/** The header a strict gateway reads the module id from (the client's VITE_MODULE_ID_HEADER default). */
export const moduleIdHeader = 'ModuleId';

/**
 * Every endpoint the mock answers: `METHOD link` to the module ids answered there (the SMS register code
 * is one link with one id per form). A test checks that each endpoint of src has its handler.
 */
export const answeredEndpoints = new Map<string, Set<string | null>>();
export const endpointKey = (e: Pick<Endpoint, 'method' | 'link'>) => `${e.method} ${e.link}`;
export const isAnswered = (e: Endpoint) => answeredEndpoints.get(endpointKey(e))?.has(e.moduleId) ?? false;

export interface HandleOptions {
  /** The whitelabel flag that must be on (FREEPLAY3, say): off answers function.not.available. */
  flag?: string;
  /** Methods accepted besides the endpoint's own (a setting of the client may choose among them). */
  alsoMethods?: readonly Method[];
}

export interface MemberContext extends CallContext {
  member: Member;
  token: string;
}

type ResolverOf<E extends Endpoint> = (
  ctx: E['token'] extends 'required' ? MemberContext : CallContext,
) => unknown;

/**
 * The mock's answer to one endpoint, declared from the client's own definition: path, method, token,
 * encryption and module id cannot drift apart. Like a strict gateway, it refuses a call whose module id
 * header is not the endpoint's (or that sends one where the reference sends none), but never one that sends
 * none: the real gateway serves the platform's own member centre, which sends none.
 */
export function handle<E extends Endpoint>(
  endpoint: E,
  resolver: ResolverOf<E>,
  options: HandleOptions = {},
): HttpHandler[] {
  const here = handleLink(endpoint, resolver, options);
  // A renamed call is answered under both families' names, whichever the client was built to send.
  if (!endpoint.otherFamily) return here;
  return [...here, ...handleLink({ ...endpoint, ...endpoint.otherFamily }, resolver, options)];
}

function handleLink<E extends Endpoint>(
  endpoint: E,
  resolver: ResolverOf<E>,
  options: HandleOptions,
): HttpHandler[] {
  const key = endpointKey(endpoint);
  const idsHere = answeredEndpoints.get(key) ?? new Set<string | null>();
  answeredEndpoints.set(key, idsHere.add(endpoint.moduleId));
  const spec: CallSpec = {
    methods: [...new Set([endpoint.method.toLowerCase() as Method, ...(options.alsoMethods ?? [])])],
    path: endpoint.link,
    module: options.flag,
    token: endpoint.token === 'none' ? undefined : endpoint.token,
    encrypted: endpoint.encrypted,
  };
  return serve(spec, resolver as CallResolver, (request) => {
    const sent = request.headers.get(moduleIdHeader);
    // None sent is never refused: the platform's member centre sends no module id at all (spec 5, 2.1).
    if (sent === endpoint.moduleId || sent === null) return null;
    // Another endpoint on the same link answers that module id: msw moves on to its handler.
    if (idsHere.has(sent)) return undefined;
    return fail(
      400,
      'gateway.module.invalid',
      endpoint.moduleId
        ? `Header ${moduleIdHeader} must be ${endpoint.moduleId} for ${endpoint.link}`
        : `${endpoint.link} takes no ${moduleIdHeader} header`,
    );
  });
}

function serve(
  spec: CallSpec,
  resolver: CallResolver,
  refuse: (request: Request) => Response | null | undefined,
): HttpHandler[] {
  const handle = async ({ request }: { request: Request }): Promise<Response | undefined> => {
    const url = new URL(request.url);
    try {
      const state = getState();
      const refused = refuse(request);
      if (refused !== null) return refused;
      if (spec.module && state.flags.get(spec.module) === false) {
        return fail(400, 'function.not.available', `Function ${spec.module} is not available`);
      }
      const { token, member } = authenticate(state, request);
      if (spec.token === 'required' && !member) {
        const sent = request.headers.get('Authorization')?.trim();
        return sessionEndResponse(sent ? state.endedSessions.get(sent) : undefined);
      }
      let body: Payload;
      try {
        body = await readBody(request, spec);
      } catch (error) {
        if (error instanceof PayloadDecryptError) {
          // The platform's word for a payload it cannot open (spec 5, source 44944233565).
          return fail(400, 'decryption.err', error.message);
        }
        throw error;
      }
      const ctx: CallContext = {
        state,
        request,
        url,
        query: url.searchParams,
        body,
        member,
        token,
        language: languageOf(request, url.searchParams),
        origin: url.origin,
      };
      const value = await resolver(ctx);
      return value instanceof Response ? value : ok(value ?? null);
    } catch (error) {
      if (error instanceof MockFailure)
        return fail(error.status, error.errorCode, error.message, error.value);
      throw error;
    }
  };
  return spec.methods.map((method) => http[method](`*${spec.path}`, handle));
}

/** Joins several calls' handlers into one list. */
export function callGroup(...calls: HttpHandler[][]): HttpHandler[] {
  return calls.flatMap((handlersOfCall) => handlersOfCall);
}

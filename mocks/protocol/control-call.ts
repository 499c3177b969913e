import { http, HttpResponse, type HttpHandler, type JsonBodyType, type PathParams } from 'msw';
import type { MockState } from '../state/mock-state';
import { getState } from '../state/store';

// The /__mock control calls: the back office's and the tests' side door, outside the platform's protocol
// (no Merchant header, no module id). Like handle(), the wrapper reads the request's state once, at the
// edge, and hands it to the call (decision 032).

export interface ControlContext {
  /** The state of the request's scope. */
  state: MockState;
  request: Request;
  query: URLSearchParams;
  params: PathParams;
}

type ControlResolver = (ctx: ControlContext) => Response | Promise<Response>;

/** `/__mock<path>` on any origin, answered in the state of the request's scope. */
export function controlCall(
  method: 'get' | 'post',
  path: `/${string}`,
  resolver: ControlResolver,
): HttpHandler {
  return http[method](`*/__mock${path}`, ({ request, params }) =>
    resolver({ state: getState(), request, query: new URL(request.url).searchParams, params }),
  );
}

/** A control call's success, in the platform's envelope (without its Date: nothing reads it here). */
export function controlOk(value: JsonBodyType): Response {
  return HttpResponse.json({ success: true, value });
}

/** A control call's refusal of what it was asked: 400 with the call's own error code. */
export function controlRefusal(errorCode: string, message: string): Response {
  return HttpResponse.json({ success: false, errorCode, message }, { status: 400 });
}

/** The JSON object of a control call's body; null when the body is missing, not JSON or not an object. */
export async function readJsonObject(request: Request): Promise<Record<string, unknown> | null> {
  const body: unknown = await request.json().catch(() => null);
  return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
}

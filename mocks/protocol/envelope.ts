import { HttpResponse, type JsonBodyType } from 'msw';
import { mockNow } from '../domains/clock/clock';
import { getState } from '../state/store';

// Every answer carries the mock clock's time as its Date, as a real server's answers carry its clock:
// the client counts record days from it (src/api/server-clock.ts).
const dated = () => ({ Date: new Date(mockNow(getState())).toUTCString() });

export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

export interface FailureEnvelope {
  success: false;
  errorCode: string;
  message: string;
  value?: unknown;
}

export function ok<T>(value: T): Response {
  const body: SuccessEnvelope<T> = { success: true, value };
  return HttpResponse.json(body, { status: 200, headers: dated() });
}

export function fail(status: number, errorCode: string, message: string, value?: unknown): Response {
  const body: FailureEnvelope = { success: false, errorCode, message };
  if (value !== undefined) body.value = value;
  return HttpResponse.json(body, { status, headers: dated() });
}

/** /lgw and /lotto answer the object itself, without the /wps envelope (product rules: game and lottery calls). */
export function bare(body: JsonBodyType): Response {
  return HttpResponse.json(body, { status: 200, headers: dated() });
}

import { HttpResponse } from 'msw';

export interface SuccessEnvelope<T> {
  success: true;
  value: T;
}

export interface FailureEnvelope {
  success: false;
  errorCode: string;
  message: string;
}

export function ok<T>(value: T): Response {
  const body: SuccessEnvelope<T> = { success: true, value };
  return HttpResponse.json(body, { status: 200 });
}

export function fail(status: number, errorCode: string, message: string): Response {
  const body: FailureEnvelope = { success: false, errorCode, message };
  return HttpResponse.json(body, { status });
}

export type Payload = Record<string, unknown>;

function isPayload(value: unknown): value is Payload {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

export function asPayload(value: unknown): Payload {
  return isPayload(value) ? value : {};
}

/** Parses a plain (unencrypted) body: JSON, form-urlencoded, or nothing. */
export function parsePlainBody(rawBody: string, contentType: string): Payload {
  const trimmed = rawBody.trim();
  if (trimmed === '') return {};
  if (contentType.includes('application/x-www-form-urlencoded')) {
    return Object.fromEntries(new URLSearchParams(trimmed));
  }
  try {
    return asPayload(JSON.parse(trimmed));
  } catch {
    return {};
  }
}

/** A trimmed string field; numbers are accepted because some clients send ids as numbers. */
export function field(payload: Payload, name: string): string {
  const value = payload[name];
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

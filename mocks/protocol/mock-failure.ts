// Thrown by call resolvers; the call wrapper turns it into the protocol's failure envelope.
export class MockFailure extends Error {
  readonly status: number;
  readonly errorCode: string;
  /** The failure envelope's `value`, for a refusal the client reads more from than its code. */
  readonly value: unknown;

  constructor(status: number, errorCode: string, message: string, value?: unknown) {
    super(message);
    this.name = 'MockFailure';
    this.status = status;
    this.errorCode = errorCode;
    this.value = value;
  }
}

export function badRequest(errorCode: string, message: string, value?: unknown): MockFailure {
  return new MockFailure(400, errorCode, message, value);
}

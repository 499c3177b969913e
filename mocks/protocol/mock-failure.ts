// Thrown by call resolvers; the call wrapper turns it into the protocol's failure envelope.
export class MockFailure extends Error {
  readonly status: number;
  readonly errorCode: string;

  constructor(status: number, errorCode: string, message: string) {
    super(message);
    this.name = 'MockFailure';
    this.status = status;
    this.errorCode = errorCode;
  }
}

export function badRequest(errorCode: string, message: string): MockFailure {
  return new MockFailure(400, errorCode, message);
}

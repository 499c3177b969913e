// The fake third-party phone sign-in's own books (./control.ts): part of the mock state, so a
// reset or a test's scope forgets them too.

export interface PhoneAuthSession {
  phone: string;
  code: string;
}

export interface PhoneAuthBook {
  sessions: Map<string, PhoneAuthSession>;
  /** idToken -> phone number in international form (+5511...). */
  tokens: Map<string, string>;
  latest: Map<string, string>;
  /** The next send or verify fails with this provider error code (set through /__mock/phone-auth/fail). */
  nextFailure: string | null;
  counter: number;
}

export function seedPhoneAuth(): PhoneAuthBook {
  return { sessions: new Map(), tokens: new Map(), latest: new Map(), nextFailure: null, counter: 0 };
}

/** The international number an idToken proves, or undefined; used by registration. */
export function phoneOfIdToken(book: PhoneAuthBook, idToken: string): string | undefined {
  return book.tokens.get(idToken);
}

/** Opaque session tokens from the platform's CSPRNG: unlike seed data they must not be guessable. */
export function issueToken(sessions: Map<string, number>, memberId: number): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  const token = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  sessions.set(token, memberId);
  return token;
}

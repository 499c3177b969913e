/** An e-mail with its name hidden but its first two letters and its domain (player01@x.com -> pl******@x.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '*'.repeat(email.length);
  const name = email.slice(0, at);
  const shown = name.slice(0, Math.min(2, name.length - 1));
  return `${shown}${'*'.repeat(name.length - shown.length)}${email.slice(at)}`;
}

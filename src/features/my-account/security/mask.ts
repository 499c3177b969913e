/** A mobile number with its middle hidden: the first 3 and last 4 digits stay (11987654321 -> 119****4321). */
export function maskMobile(mobile: string): string {
  const digits = mobile.trim();
  if (digits.length <= 7) return `${digits.slice(0, 1)}${'*'.repeat(Math.max(0, digits.length - 1))}`;
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 7)}${digits.slice(-4)}`;
}

/** An e-mail with its name hidden but its first two letters and its domain (player01@x.com -> pl******@x.com). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '*'.repeat(email.length);
  const name = email.slice(0, at);
  const shown = name.slice(0, Math.min(2, name.length - 1));
  return `${shown}${'*'.repeat(name.length - shown.length)}${email.slice(at)}`;
}

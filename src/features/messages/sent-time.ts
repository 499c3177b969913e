import { formatZonedTime } from '@/lib/record-format';

/** A message's time (ms) in the visitor's language, naming its zone, as the other deadlines are written. */
export function sentTime(ms: number, locale: string): string {
  if (!Number.isFinite(ms)) return '';
  return formatZonedTime(new Date(ms).toISOString().slice(0, 19).replace('T', ' '), locale);
}

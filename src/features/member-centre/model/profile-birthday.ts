/*
 * The birthday rule of registration (src/features/register/model/age.ts), for yyyy-MM-dd only. Features
 * may not import each other, so this is a second copy until that rule moves to a shared layer: keep both
 * the same (see the issue 10 report).
 */

export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** A birthday written yyyy-MM-dd as a real calendar day; null otherwise (2001-02-30 is refused). */
export function parseBirthday(value: string): CalendarDay | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** Full years between the birthday and `today` (a birthday today counts). */
export function ageOn(birthday: CalendarDay, today: Date): number {
  const month = today.getMonth() + 1;
  const hadBirthday = month > birthday.month || (month === birthday.month && today.getDate() >= birthday.day);
  return today.getFullYear() - birthday.year - (hadBirthday ? 0 : 1);
}

/**
 * Reads a birthday written as yyyy-MM-dd (pattern 12) or MM-dd-yyyy (pattern 13); null when it is not a
 * real calendar date (2001-02-30 is refused).
 */
export function parseBirthday(value: string): { year: number; month: number; day: number } | null {
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const us = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value);
  const [year, month, day] = iso
    ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    : us
      ? [Number(us[3]), Number(us[1]), Number(us[2])]
      : [NaN, NaN, NaN];
  if (!Number.isInteger(year) || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}

/** Full years between the birthday and `today` (a birthday today counts). */
export function ageOn(birthday: { year: number; month: number; day: number }, today: Date): number {
  const month = today.getMonth() + 1;
  const day = today.getDate();
  const hadBirthday = month > birthday.month || (month === birthday.month && day >= birthday.day);
  return today.getFullYear() - birthday.year - (hadBirthday ? 0 : 1);
}

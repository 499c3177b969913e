// The 22 pattern families of spec 1 section 5, numbered in the order the spec lists them.
// The client shows message key `reg_pattern_<patternId>`; lengths travel separately as minLength/maxLength.
export const patternFamilies: Readonly<Record<number, { family: string; pattern: string }>> = {
  1: { family: 'any characters', pattern: '*' },
  2: { family: 'starts with a letter, then letters and digits', pattern: '^[A-Za-z][A-Za-z0-9]*$' },
  3: { family: 'Chinese characters and digits', pattern: '^[\\u4e00-\\u9fa50-9]+$' },
  4: { family: 'email format', pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' },
  5: { family: 'letters or digits only', pattern: '^[A-Za-z0-9]+$' },
  6: { family: 'mix of letters and digits', pattern: '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$' },
  7: { family: 'digits only', pattern: '^\\d+$' },
  8: { family: 'alphanumeric with an uppercase letter', pattern: '^(?=.*[A-Z])[A-Za-z0-9]+$' },
  9: { family: 'English letters and spaces', pattern: '^[A-Za-z ]+$' },
  10: { family: 'no spaces', pattern: '^\\S+$' },
  11: {
    family: 'Chinese characters and punctuation',
    pattern: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·]+$',
  },
  12: { family: 'date yyyy-MM-dd', pattern: '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$' },
  13: { family: 'date MM-dd-yyyy', pattern: '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$' },
  14: { family: 'Korean only', pattern: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$' },
  15: { family: 'Thai only', pattern: '^[\\u0e00-\\u0e7f]+$' },
  16: { family: 'Thai or English letters and spaces', pattern: '^[\\u0e00-\\u0e7fA-Za-z ]+$' },
  17: { family: 'uppercase letters and spaces', pattern: '^[A-Z ]+$' },
  18: { family: 'letters, digits and symbols', pattern: '^[\\x21-\\x7e]+$' },
  19: {
    family: 'at least one uppercase, lowercase, digit and special symbol',
    pattern: '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
  },
  20: { family: 'full name of two parts separated by a space', pattern: '^\\S+ \\S+$' },
  21: {
    family: 'full-width Hiragana, Katakana or Kanji',
    pattern: '^[\\u3040-\\u309f\\u30a0-\\u30ff\\u4e00-\\u9faf]+$',
  },
  22: { family: 'uppercase letters only, no spaces', pattern: '^[A-Z]+$' },
};

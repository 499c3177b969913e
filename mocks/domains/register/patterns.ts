// The 22 pattern families of product rules: validation, numbered in the order the spec lists them.
// The client shows message key `reg_pattern_<patternId>`; lengths travel separately as minLength/maxLength.
/** id, family, pattern. */
const patternRows: readonly [number, string, string][] = [
  [1, 'any characters', '*'],
  [2, 'starts with a letter, then letters and digits', '^[A-Za-z][A-Za-z0-9]*$'],
  [3, 'Chinese characters and digits', '^[\\u4e00-\\u9fa50-9]+$'],
  [4, 'email format', '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$'],
  [5, 'letters or digits only', '^[A-Za-z0-9]+$'],
  [6, 'mix of letters and digits', '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$'],
  [7, 'digits only', '^\\d+$'],
  [8, 'alphanumeric with an uppercase letter', '^(?=.*[A-Z])[A-Za-z0-9]+$'],
  [9, 'English letters and spaces', '^[A-Za-z ]+$'],
  [10, 'no spaces', '^\\S+$'],
  [11, 'Chinese characters and punctuation', '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff00-\\uffef·]+$'],
  [12, 'date yyyy-MM-dd', '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$'],
  [13, 'date MM-dd-yyyy', '^(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])-\\d{4}$'],
  [14, 'Korean only', '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+$'],
  [15, 'Thai only', '^[\\u0e00-\\u0e7f]+$'],
  [16, 'Thai or English letters and spaces', '^[\\u0e00-\\u0e7fA-Za-z ]+$'],
  [17, 'uppercase letters and spaces', '^[A-Z ]+$'],
  [18, 'letters, digits and symbols', '^[\\x21-\\x7e]+$'],
  [
    19,
    'at least one uppercase, lowercase, digit and special symbol',
    '^(?=.*[A-Z])(?=.*[a-z])(?=.*\\d)(?=.*[^A-Za-z0-9]).+$',
  ],
  [20, 'full name of two parts separated by a space', '^\\S+ \\S+$'],
  [21, 'full-width Hiragana, Katakana or Kanji', '^[\\u3040-\\u309f\\u30a0-\\u30ff\\u4e00-\\u9faf]+$'],
  [22, 'uppercase letters only, no spaces', '^[A-Z]+$'],
];

export const patternFamilies: Readonly<Record<number, { family: string; pattern: string }>> =
  Object.fromEntries(patternRows.map(([id, family, pattern]) => [id, { family, pattern }]));

import { patternFamilies } from '@mocks/domains/register/patterns';
import { ensureFormStrings, i18n, initI18n } from '@/i18n';
import {
  buildRegisterSchema,
  type RegisterFormValues,
} from '@/features/register/model/build-register-schema';
import { patternHint } from '@/core/pattern-hint';
import type { FieldRule, RegisterRules } from '@/features/register/model/register-fields';
import type { Translate } from '@/features/register/model/translate';

// Literal texts, so a changed or missing translation fails here (min 2, max 20; single value 10).
const families = [
  {
    id: 1,
    pass: 'any thing!',
    fail: 'a',
    en: 'Any characters; 2 to 20 characters.',
    pt: 'Qualquer caractere; de 2 a 20 caracteres.',
    enSingle: 'Any characters; exactly 10 characters.',
    ptSingle: 'Qualquer caractere; exatamente 10 caracteres.',
  },
  {
    id: 2,
    pass: 'abc123',
    fail: '1abc',
    en: 'Start with a letter, then letters or digits; 2 to 20 characters.',
    pt: 'Comece com uma letra, depois letras ou números; de 2 a 20 caracteres.',
    enSingle: 'Start with a letter, then letters or digits; exactly 10 characters.',
    ptSingle: 'Comece com uma letra, depois letras ou números; exatamente 10 caracteres.',
  },
  {
    id: 3,
    pass: '中文123',
    fail: 'abc',
    en: 'Chinese characters and digits only; 2 to 20 characters.',
    pt: 'Apenas caracteres chineses e números; de 2 a 20 caracteres.',
    enSingle: 'Chinese characters and digits only; exactly 10 characters.',
    ptSingle: 'Apenas caracteres chineses e números; exatamente 10 caracteres.',
  },
  {
    id: 4,
    pass: 'a@b.co',
    fail: 'not-an-email',
    en: 'A valid email address, like name@example.com; 2 to 20 characters.',
    pt: 'Um e-mail válido, como nome@exemplo.com; de 2 a 20 caracteres.',
    enSingle: 'A valid email address, like name@example.com; exactly 10 characters.',
    ptSingle: 'Um e-mail válido, como nome@exemplo.com; exatamente 10 caracteres.',
  },
  {
    id: 5,
    pass: 'abc123',
    fail: 'abc-123',
    en: 'Letters or digits only; 2 to 20 characters.',
    pt: 'Apenas letras ou números; de 2 a 20 caracteres.',
    enSingle: 'Letters or digits only; exactly 10 characters.',
    ptSingle: 'Apenas letras ou números; exatamente 10 caracteres.',
  },
  {
    id: 6,
    pass: 'abc123',
    fail: 'abcdef',
    en: 'A mix of letters and digits (both needed); 2 to 20 characters.',
    pt: 'Uma combinação de letras e números (ambos obrigatórios); de 2 a 20 caracteres.',
    enSingle: 'A mix of letters and digits (both needed); exactly 10 characters.',
    ptSingle: 'Uma combinação de letras e números (ambos obrigatórios); exatamente 10 caracteres.',
  },
  {
    id: 7,
    pass: '123456',
    fail: '12ab56',
    en: 'Digits only; 2 to 20 digits.',
    pt: 'Apenas números; de 2 a 20 dígitos.',
    enSingle: 'Digits only; exactly 10 digits.',
    ptSingle: 'Apenas números; exatamente 10 dígitos.',
  },
  {
    id: 8,
    pass: 'Abc123',
    fail: 'abc123',
    en: 'Letters and digits with at least one uppercase letter; 2 to 20 characters.',
    pt: 'Letras e números com pelo menos uma letra maiúscula; de 2 a 20 caracteres.',
    enSingle: 'Letters and digits with at least one uppercase letter; exactly 10 characters.',
    ptSingle: 'Letras e números com pelo menos uma letra maiúscula; exatamente 10 caracteres.',
  },
  {
    id: 9,
    pass: 'John Smith',
    fail: 'João',
    en: 'English letters and spaces only; 2 to 20 characters.',
    pt: 'Apenas letras sem acento e espaços; de 2 a 20 caracteres.',
    enSingle: 'English letters and spaces only; exactly 10 characters.',
    ptSingle: 'Apenas letras sem acento e espaços; exatamente 10 caracteres.',
  },
  {
    id: 10,
    pass: 'no-spaces',
    fail: 'has space',
    en: 'Anything but spaces; 2 to 20 characters.',
    pt: 'Sem espaços; de 2 a 20 caracteres.',
    enSingle: 'Anything but spaces; exactly 10 characters.',
    ptSingle: 'Sem espaços; exatamente 10 caracteres.',
  },
  {
    id: 11,
    pass: '中文，标点',
    fail: 'abc',
    en: 'Chinese characters and punctuation only; 2 to 20 characters.',
    pt: 'Apenas caracteres chineses e pontuação; de 2 a 20 caracteres.',
    enSingle: 'Chinese characters and punctuation only; exactly 10 characters.',
    ptSingle: 'Apenas caracteres chineses e pontuação; exatamente 10 caracteres.',
  },
  {
    id: 12,
    pass: '1990-05-31',
    fail: '31-05-1990',
    en: 'A date written yyyy-MM-dd, like 1990-05-31; 2 to 20 characters.',
    pt: 'Uma data no formato aaaa-MM-dd, como 1990-05-31; de 2 a 20 caracteres.',
    enSingle: 'A date written yyyy-MM-dd, like 1990-05-31; exactly 10 characters.',
    ptSingle: 'Uma data no formato aaaa-MM-dd, como 1990-05-31; exatamente 10 caracteres.',
  },
  {
    id: 13,
    pass: '05-31-1990',
    fail: '1990-05-31',
    en: 'A date written MM-dd-yyyy, like 05-31-1990; 2 to 20 characters.',
    pt: 'Uma data no formato MM-dd-aaaa, como 05-31-1990; de 2 a 20 caracteres.',
    enSingle: 'A date written MM-dd-yyyy, like 05-31-1990; exactly 10 characters.',
    ptSingle: 'Uma data no formato MM-dd-aaaa, como 05-31-1990; exatamente 10 caracteres.',
  },
  {
    id: 14,
    pass: '한국어',
    fail: 'abc',
    en: 'Korean characters only; 2 to 20 characters.',
    pt: 'Apenas caracteres coreanos; de 2 a 20 caracteres.',
    enSingle: 'Korean characters only; exactly 10 characters.',
    ptSingle: 'Apenas caracteres coreanos; exatamente 10 caracteres.',
  },
  {
    id: 15,
    pass: 'ภาษาไทย',
    fail: 'abc',
    en: 'Thai characters only; 2 to 20 characters.',
    pt: 'Apenas caracteres tailandeses; de 2 a 20 caracteres.',
    enSingle: 'Thai characters only; exactly 10 characters.',
    ptSingle: 'Apenas caracteres tailandeses; exatamente 10 caracteres.',
  },
  {
    id: 16,
    pass: 'ไทย abc',
    fail: 'abc123',
    en: 'Thai or English letters and spaces; 2 to 20 characters.',
    pt: 'Letras tailandesas ou latinas e espaços; de 2 a 20 caracteres.',
    enSingle: 'Thai or English letters and spaces; exactly 10 characters.',
    ptSingle: 'Letras tailandesas ou latinas e espaços; exatamente 10 caracteres.',
  },
  {
    id: 17,
    pass: 'JOHN SMITH',
    fail: 'John Smith',
    en: 'Uppercase letters and spaces only; 2 to 20 characters.',
    pt: 'Apenas letras maiúsculas e espaços; de 2 a 20 caracteres.',
    enSingle: 'Uppercase letters and spaces only; exactly 10 characters.',
    ptSingle: 'Apenas letras maiúsculas e espaços; exatamente 10 caracteres.',
  },
  {
    id: 18,
    pass: 'P@ss!w0rd',
    fail: 'has space',
    en: 'Letters, digits and symbols, no spaces; 2 to 20 characters.',
    pt: 'Letras, números e símbolos, sem espaços; de 2 a 20 caracteres.',
    enSingle: 'Letters, digits and symbols, no spaces; exactly 10 characters.',
    ptSingle: 'Letras, números e símbolos, sem espaços; exatamente 10 caracteres.',
  },
  {
    id: 19,
    pass: 'Pass#2026',
    fail: 'password',
    en: 'At least one uppercase letter, one lowercase letter, one digit and one symbol; 2 to 20 characters.',
    pt: 'Pelo menos uma letra maiúscula, uma minúscula, um número e um símbolo; de 2 a 20 caracteres.',
    enSingle:
      'At least one uppercase letter, one lowercase letter, one digit and one symbol; exactly 10 characters.',
    ptSingle:
      'Pelo menos uma letra maiúscula, uma minúscula, um número e um símbolo; exatamente 10 caracteres.',
  },
  {
    id: 20,
    pass: 'John Smith',
    fail: 'JohnSmith',
    en: 'Your full name: first and last name separated by one space; 2 to 20 characters.',
    pt: 'Seu nome completo: nome e sobrenome separados por um espaço; de 2 a 20 caracteres.',
    enSingle: 'Your full name: first and last name separated by one space; exactly 10 characters.',
    ptSingle: 'Seu nome completo: nome e sobrenome separados por um espaço; exatamente 10 caracteres.',
  },
  {
    id: 21,
    pass: 'ひらがなカタカナ漢字',
    fail: 'abc',
    en: 'Full-width Hiragana, Katakana or Kanji only; 2 to 20 characters.',
    pt: 'Apenas Hiragana, Katakana ou Kanji de largura total; de 2 a 20 caracteres.',
    enSingle: 'Full-width Hiragana, Katakana or Kanji only; exactly 10 characters.',
    ptSingle: 'Apenas Hiragana, Katakana ou Kanji de largura total; exatamente 10 caracteres.',
  },
  {
    id: 22,
    pass: 'ABC',
    fail: 'ABC DEF',
    en: 'Uppercase letters only, no spaces; 2 to 20 characters.',
    pt: 'Apenas letras maiúsculas, sem espaços; de 2 a 20 caracteres.',
    enSingle: 'Uppercase letters only, no spaces; exactly 10 characters.',
    ptSingle: 'Apenas letras maiúsculas, sem espaços; exatamente 10 caracteres.',
  },
];

const languages = ['en', 'pt'] as const;
let translators: Record<(typeof languages)[number], Translate>;

beforeAll(async () => {
  await initI18n('PT'); // loads PT and the EN fallback
  await ensureFormStrings();
  translators = {
    en: i18n.getFixedT('en') as unknown as Translate,
    pt: i18n.getFixedT('pt') as unknown as Translate,
  };
});

const rule = (patternId: number, minLength: number, maxLength: number, required = false): FieldRule => ({
  enabled: true,
  required,
  acceptedPattern: patternFamilies[patternId]?.pattern ?? '*',
  minLength,
  maxLength,
  patternId,
});

const baseRules: RegisterRules = {
  username: rule(2, 6, 16, true),
  password: rule(19, 8, 20, true),
  confirmPassword: rule(19, 8, 20, true),
};

const valid: RegisterFormValues = {
  username: 'newplayer1',
  password: 'Brand#New2026',
  confirmPassword: 'Brand#New2026',
  mobileNum: '',
  verificationCode: '',
  payeeName: '',
  email: '',
  birthday: '',
  qqNum: '',
  wechat: '',
  line: '',
  whatsapp: '',
  facebook: '',
  idNumber: '',
  paymentPassword: '',
  recommenderId: '',
  affiliateCode: '',
  captcha: '',
  countryDialingCode: '55',
};

const options = { smsVerification: true, minimumAge: 21, today: new Date(2026, 10, 1) };

/** The message of each failing field, or {} when the values pass. */
function problems(
  rules: RegisterRules,
  values: Partial<RegisterFormValues>,
  lang: (typeof languages)[number] = 'en',
  mode: 'username' | 'mobile' = 'username',
) {
  const result = buildRegisterSchema(rules, translators[lang], mode, options).safeParse({
    ...valid,
    ...values,
  });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe.each(languages)('pattern families in %s', (lang) => {
  it.each(families)('family $id: a matching value passes, another fails with the hint', (family) => {
    const rules = { ...baseRules, payeeName: rule(family.id, 2, 20) };
    expect(problems(rules, { payeeName: family.pass }, lang)).toEqual({});
    expect(problems(rules, { payeeName: family.fail }, lang)).toEqual({ payeeName: family[lang] });
  });

  it.each(families)('family $id: the hint inserts min and max, or the single value', (family) => {
    const t = translators[lang];
    expect(patternHint({ patternId: family.id, minLength: 2, maxLength: 20 }, t)).toBe(family[lang]);
    const single = lang === 'en' ? family.enSingle : family.ptSingle;
    expect(patternHint({ patternId: family.id, minLength: 10, maxLength: 10 }, t)).toBe(single);
  });
});

describe('buildRegisterSchema rules', () => {
  it.each([
    ['en', 'Username is required.', 'Password is required.'],
    ['pt', 'Preencha o campo Nome de usuário.', 'Preencha o campo Senha.'],
  ] as const)('requires required fields (%s) and passes optional empty ones', (lang, user, pass) => {
    const rules = { ...baseRules, email: rule(4, 6, 64) };
    expect(problems(rules, { username: '', password: '', confirmPassword: '' }, lang)).toMatchObject({
      username: user,
      password: pass,
    });
    expect(problems(rules, { email: '' }, lang)).toEqual({});
  });

  it.each([
    ['en', 'Digits only; 10 to 11 digits.'],
    ['pt', 'Apenas números; de 10 a 11 dígitos.'],
  ] as const)('checks min and max length (%s)', (lang, hint) => {
    const rules = { ...baseRules, whatsapp: rule(7, 10, 11) };
    expect(problems(rules, { whatsapp: '119876543' }, lang)).toEqual({ whatsapp: hint });
    expect(problems(rules, { whatsapp: '119876543210' }, lang)).toEqual({ whatsapp: hint });
    expect(problems(rules, { whatsapp: '1198765432' }, lang)).toEqual({});
    expect(problems(rules, { whatsapp: '11987654321' }, lang)).toEqual({});
  });

  it.each([
    ['en', 'The confirmation password is not correct.'],
    ['pt', 'A confirmação da senha não está correta.'],
  ] as const)('wants the confirmation equal to the password (%s)', (lang, message) => {
    expect(problems(baseRules, { confirmPassword: 'Brand#New2027' }, lang)).toEqual({
      confirmPassword: message,
    });
    expect(problems(baseRules, {}, lang)).toEqual({});
  });

  it.each([
    ['en', 'You must be at least 21 years old to register.', 'Please enter a real date.'],
    ['pt', 'Você precisa ter pelo menos 21 anos para se cadastrar.', 'Informe uma data válida.'],
  ] as const)('checks the birthday for the minimum age (%s)', (lang, tooYoung, invalid) => {
    const rules = { ...baseRules, birthday: rule(12, 10, 10) };
    expect(problems(rules, { birthday: '2005-11-01' }, lang)).toEqual({}); // 21 today
    expect(problems(rules, { birthday: '2005-11-02' }, lang)).toEqual({ birthday: tooYoung });
    expect(problems(rules, { birthday: '2001-02-30' }, lang)).toEqual({ birthday: invalid });
    expect(problems(rules, { birthday: '' }, lang)).toEqual({});
  });

  it('uses the minimum age it is given (the site setting)', () => {
    const rules = { ...baseRules, birthday: rule(13, 10, 10) };
    const schema = buildRegisterSchema(rules, translators.en, 'username', { ...options, minimumAge: 18 });
    expect(schema.safeParse({ ...valid, birthday: '11-01-2008' }).success).toBe(true);
    expect(schema.safeParse({ ...valid, birthday: '11-02-2008' }).success).toBe(false);
  });

  it.each([
    ['en', 'Verification code is required.'],
    ['pt', 'Preencha o campo Código de verificação.'],
  ] as const)('asks the SMS code with a mobile number when SMS verification is on (%s)', (lang, required) => {
    const rules = { ...baseRules, mobileNum: rule(7, 10, 11), verificationCode: rule(7, 6, 6) };
    expect(problems(rules, { mobileNum: '11955554444' }, lang)).toEqual({ verificationCode: required });
    expect(problems(rules, { mobileNum: '11955554444', verificationCode: '123456' }, lang)).toEqual({});
    expect(problems(rules, {}, lang)).toEqual({});
    const off = buildRegisterSchema(rules, translators[lang], 'username', {
      ...options,
      smsVerification: false,
    });
    expect(off.safeParse({ ...valid, mobileNum: '11955554444' }).success).toBe(true);
  });

  it('caps the verification code at 255 characters whatever the rule says', () => {
    const rules = { ...baseRules, mobileNum: rule(7, 10, 11), verificationCode: rule(1, 1, 1000) };
    expect(problems(rules, { mobileNum: '11955554444', verificationCode: 'x'.repeat(255) })).toEqual({});
    expect(problems(rules, { mobileNum: '11955554444', verificationCode: 'x'.repeat(256) })).toEqual({
      verificationCode: 'Any characters; 1 to 255 characters.',
    });
  });

  it('in mobile mode requires the mobile number and its code, and no username', () => {
    const rules = { ...baseRules, mobileNum: rule(7, 10, 11), verificationCode: rule(7, 6, 6) };
    expect(problems(rules, { username: '' }, 'en', 'mobile')).toEqual({
      mobileNum: 'Mobile number is required.',
      verificationCode: 'Verification code is required.',
    });
    expect(
      problems(rules, { username: '', mobileNum: '11955554444', verificationCode: '123456' }, 'en', 'mobile'),
    ).toEqual({});
  });

  it('ignores disabled fields and treats "*" or an unreadable pattern as any text', () => {
    const rules: RegisterRules = {
      ...baseRules,
      qqNum: { ...rule(7, 5, 12, true), enabled: false },
      line: { ...rule(10, 1, 20), acceptedPattern: '*' },
      wechat: { ...rule(10, 1, 20), acceptedPattern: '([' },
    };
    expect(problems(rules, { qqNum: 'not digits', line: 'with space', wechat: 'with space' })).toEqual({});
  });

  it('asks the captcha when the rules enable it', () => {
    const rules = { ...baseRules, captcha: rule(7, 4, 4, true) };
    expect(problems(rules, {})).toEqual({ captcha: 'Captcha is required.' });
    expect(problems(rules, { captcha: '12a4' })).toEqual({ captcha: 'Digits only; exactly 4 digits.' });
    expect(problems(rules, { captcha: '1234' })).toEqual({});
  });
});

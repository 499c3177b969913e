import { checkedColour } from '@/api/schemas/member';
import { memberInfo } from '@/api/schemas/member';
import { percentReached } from '@/features/my-account/vip/rank-progress';
import { checklistOf, securityConfig } from '@/features/my-account/security/security-config';
import { loadPhoneRules, phoneProblem, type PhoneRules } from '@/features/my-account/security/phone-rule';

describe('a VIP label colour put into a style', () => {
  it.each([
    ['rgba(29,189,201,1)', 'rgba(29,189,201,1)'],
    ['rgba(29, 189, 201, 0.5)', 'rgba(29,189,201,0.5)'],
    ['rgb(0,0,0)', 'rgb(0,0,0)'],
    ['#1dbdc9', '#1dbdc9'],
    ['#abc', '#abc'],
  ])('lets %s through', (value, kept) => {
    expect(checkedColour(value)).toBe(kept);
  });

  it.each([
    'rgba(300,0,0,1)',
    'rgba(1,2,3,1.5)',
    'red',
    '#12345',
    'url(https://tracker.example/x.png)',
    'rgba(1,2,3,1);background:url(x)',
    'var(--x)',
    '',
    42,
    null,
  ])('refuses %s, so the theme stands in', (value) => {
    expect(checkedColour(value)).toBeUndefined();
  });

  it('keeps the label when its colours are refused', () => {
    const info = memberInfo.parse({
      id: 1,
      account: 'a',
      nickname: 'n',
      type: 0,
      clubLabel: { labelName: 'VIP0', color: 'expression(alert(1))', color2: 'rgba(1,2,3,1)' },
    });
    expect(info.clubLabel).toEqual({ labelName: 'VIP0', color: undefined, color2: 'rgba(1,2,3,1)' });
  });
});

describe('a turnover toward the next rank', () => {
  it('counts whole percent as the member centre does', () => {
    expect(percentReached({ actual: 745.5, expected: 1000 })).toBe(74);
    expect(percentReached({ actual: 1000, expected: 1000 })).toBe(100);
    expect(percentReached({ actual: 1200, expected: 1000 })).toBe(100);
    expect(percentReached({ actual: 0, expected: 1000 })).toBe(0);
    expect(percentReached({ actual: 0, expected: 0 })).toBe(0);
  });
});

describe('the security checklist', () => {
  const parse = (value: unknown) => securityConfig.response.parse(value);

  it('lists only the items the site enables, in the member centre’s order, with the server’s progress', () => {
    const config = parse({
      completeProgress: 50,
      info: {
        cpfVerification: { enabled: true, isComplete: false, status: 'PENDING' },
        bindGA: { enabled: false, isComplete: false },
        mobileVerified: { enabled: true, isComplete: true, status: null },
      },
    });
    expect(checklistOf(config)).toEqual({
      progress: 50,
      items: [
        { key: 'mobileVerified', done: true, status: null },
        { key: 'cpfVerification', done: false, status: 'PENDING' },
      ],
    });
  });

  it('counts the progress itself when the server gives none, and reads "Y" and "50%"', () => {
    const items = {
      mobileVerified: { enabled: 'Y', isComplete: 'Y' },
      idVerification: { enabled: true, isComplete: false },
    };
    expect(checklistOf(parse({ info: items })).progress).toBe(50);
    expect(checklistOf(parse({ completeProgress: '75%', info: items })).progress).toBe(75);
  });

  it('reads an answer without items as an empty list', () => {
    expect(checklistOf(parse({ completeProgress: null })).items).toEqual([]);
  });
});

describe('a phone checked against its country’s own rules', () => {
  let rules: PhoneRules;
  beforeAll(async () => {
    rules = (await loadPhoneRules())!;
  });

  it('takes a mobile number of the chosen country', () => {
    expect(phoneProblem(rules, '11987654321', 'BR')).toBeNull();
    expect(phoneProblem(rules, '912345678', 'PT')).toBeNull();
  });

  it('says a number is too short or too long for the country', () => {
    expect(phoneProblem(rules, '1198765', 'BR')).toBe('tooShort');
    expect(phoneProblem(rules, '11987654321', 'PT')).toBe('tooLong');
  });

  it('says a number of the right length is not a mobile one there (a landline)', () => {
    expect(phoneProblem(rules, '1123456789', 'BR')).toBe('notMobile');
  });

  it('leaves a country it does not know to the server', () => {
    expect(phoneProblem(rules, '123', 'XX')).toBeNull();
  });
});

import { saveNickname, NICKNAME_PATTERN } from '@/features/my-account/profile/save-nickname';
import { saveProfile } from '@/features/my-account/profile/save-profile';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { CONTACT_FIELDS, type ContactField, type Member } from './members';
import { patternFamilies } from '../register/patterns';
import { checkField, defaultRegisterRules, type FieldRule } from '../register/register-rules';
import { memberInfoValue } from './member-info';
import { refuseTrial } from '../money/money-checks';

// My account's profile (our design, mocks/README.md "My account"): POST /wps/member/info changes the fields
// sent and leaves the others. Every field is checked before any is kept, so a refusal changes nothing.

const BIRTHDAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const OLDEST_YEAR = 1900;

/** Telegram and Zalo have no register rule: a handle without spaces, as Line's. */
const handleRule: FieldRule = {
  enabled: true,
  required: false,
  acceptedPattern: patternFamilies[10]!.pattern,
  minLength: 3,
  maxLength: 32,
  patternId: 10,
};

/**
 * The register rule says how the site writes a field, whether or not registration asks for it: the
 * profile always offers the full name, and a contact handle the site switches on later is checked the same.
 */
function ruleOf(name: 'payeeName' | ContactField): FieldRule {
  const rules: Partial<Record<string, FieldRule>> = defaultRegisterRules();
  return { ...(rules[name] ?? handleRule), enabled: true, required: false };
}

function refuse(label: string): never {
  throw badRequest('profile.field.invalid', `${label} is not valid`);
}

/** A real calendar day, not after the mock's today; the minimum age is the client's check (VITE_MINIMUM_AGE). */
function checkBirthday(value: string, today: number): void {
  const match = BIRTHDAY.exec(value);
  if (!match) refuse('Birthday');
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = Date.UTC(year, month - 1, day);
  const real = new Date(date).getUTCMonth() === month - 1 && new Date(date).getUTCDate() === day;
  if (!real || year < OLDEST_YEAR || date > today) refuse('Birthday');
}

/** A KYC field: free to set while empty; once set, only the same value passes. */
function setOnce(member: Member, name: 'realName' | 'birthday', value: string, label: string): string | null {
  const current = member[name] ?? null;
  if (current !== null) {
    if (value !== current) {
      throw badRequest('profile.locked', `${label} is already set: customer service can correct it`);
    }
    return current;
  }
  return value === '' ? null : value;
}

function readChanges(member: Member, body: Payload, today: number) {
  const has = (name: string) => Object.hasOwn(body, name);
  let realName = member.realName ?? null;
  let birthday = member.birthday ?? null;
  if (has('realName')) {
    const value = field(body, 'realName').replace(/\s+/g, ' ');
    if (value !== '' && checkField(value, ruleOf('payeeName'))) refuse('Full name');
    realName = setOnce(member, 'realName', value, 'Full name');
  }
  if (has('birthday')) {
    const value = field(body, 'birthday');
    if (value !== '') checkBirthday(value, today);
    birthday = setOnce(member, 'birthday', value, 'Birthday');
  }
  const contacts = { ...member.contacts };
  for (const name of CONTACT_FIELDS.filter(has)) {
    const value = field(body, name);
    if (checkField(value, ruleOf(name))) refuse(name);
    contacts[name] = value;
  }
  return { realName, birthday, contacts };
}

export const profileHandlers = callGroup(
  // Body: any of realName, birthday (yyyy-MM-dd) and the contact handles; an empty handle clears it.
  handle(saveProfile, ({ state, member, body }) => {
    refuseTrial(member);
    Object.assign(member, readChanges(member, body, mockNow(state)));
    return memberInfoValue(member);
  }),
  // Body {nickname}: trimmed, 2 to 20 characters without markup (the client's rule, NICKNAME_PATTERN).
  handle(saveNickname, ({ member, body }) => {
    refuseTrial(member);
    const nickname = field(body, 'nickname').trim();
    if (!NICKNAME_PATTERN.test(nickname))
      throw badRequest('nickname.invalid', 'This nickname is not allowed');
    member.nickname = nickname;
    return memberInfoValue(member);
  }),
);

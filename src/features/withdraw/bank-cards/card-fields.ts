import type { Bank } from './banks';
import type { BankTemplate, TemplateChoice, TemplateSetting } from './bank-template';

/*
 * What the bind form asks for a bank, read from its template and its rules. A PIX bank's template offers the
 * key's type as a CUSTOM item with a list (type 3: a choice and a text, 71483373076 @~12,500); the key is
 * checked by the chosen item's own rule (`customizeExpression`, `customizeMin`, `customizeMax`), as the
 * bind page's customValidate does. Where the item gives none, the bank's rule of the matching player field
 * stands (CPF: playerId*, phone: playerPhone*, e-mail: playerEmail*), then the built-in rule below: that
 * order is our design (docs/decisions/054-bank-cards-and-pix-keys.md).
 */

export type KeyKindName = 'CPF' | 'PHONE' | 'EMAIL' | 'EVP' | 'ACCOUNT';

export interface KeyRule {
  pattern: RegExp;
  min: number;
  max: number;
  /** The keyboard a phone shows for it. */
  inputMode: 'numeric' | 'tel' | 'email' | 'text';
}

export interface KeyKind {
  /** The list key sent back (`customFieldList`), or '' where the bank offers no choice. */
  listKey: string;
  /** The kind we know it as; the label the template gives is used for another. */
  name: KeyKindName;
  templateLabel: string;
  rule: KeyRule;
}

export interface CardFields {
  /** The template item the key's type is sent under (`thirdPartyParamNameOptions`); null: no choice. */
  kindParam: string | null;
  /** The name the key itself is sent under beside its type (a type 3 item's `thirdPartyParamName`). */
  keyParam: string | null;
  kinds: KeyKind[];
  /** What the template calls the number / key, when it names it. */
  numberLabel: string | null;
}

const builtIn: Record<KeyKindName, KeyRule> = {
  CPF: { pattern: /^\d{11}$/, min: 11, max: 11, inputMode: 'numeric' },
  // A Brazilian mobile with its area code, the country code optional.
  PHONE: { pattern: /^(55)?\d{10,11}$/, min: 10, max: 13, inputMode: 'tel' },
  EMAIL: { pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, min: 6, max: 77, inputMode: 'email' },
  EVP: {
    pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
    min: 36,
    max: 36,
    inputMode: 'text',
  },
  ACCOUNT: { pattern: /^\d{5,20}$/, min: 5, max: 20, inputMode: 'numeric' },
};

const kindOfListKey: Record<string, KeyKindName> = {
  CPF: 'CPF',
  PHONE: 'PHONE',
  PHONE_NUMBER: 'PHONE',
  MOBILE: 'PHONE',
  EMAIL: 'EMAIL',
  EVP: 'EVP',
  RANDOM: 'EVP',
  RANDOM_KEY: 'EVP',
};

const bankRuleOf: Partial<Record<KeyKindName, 'playerId' | 'playerPhone' | 'playerEmail' | 'cardNumber'>> = {
  CPF: 'playerId',
  PHONE: 'playerPhone',
  EMAIL: 'playerEmail',
  ACCOUNT: 'cardNumber',
};

function count(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = Number(value);
  return Number.isInteger(n) && n >= 0 ? n : null;
}

/** The bank's own pattern when it compiles; a bank's typo never blocks the form, the built-in rule stands. */
function compiled(source: string | number | null | undefined): RegExp | null {
  if (typeof source !== 'string' || source.trim() === '') return null;
  try {
    return new RegExp(source);
  } catch {
    return null;
  }
}

type RuleSource = Pick<TemplateChoice, 'customizeExpression' | 'customizeMin' | 'customizeMax'>;

/** A rule from the template's own `customize*` fields, over the rule it refines. */
function refined(base: KeyRule, source: RuleSource | undefined): KeyRule {
  if (!source) return base;
  const min = count(source.customizeMin);
  const max = count(source.customizeMax);
  return {
    ...base,
    pattern: compiled(source.customizeExpression) ?? base.pattern,
    min: min ?? base.min,
    max: max !== null && max >= (min ?? base.min) ? max : base.max,
  };
}

export function ruleFor(name: KeyKindName, bank: Bank | undefined, own?: RuleSource): KeyRule {
  return refined(bankRule(name, bank), own);
}

function bankRule(name: KeyKindName, bank: Bank | undefined): KeyRule {
  const base = builtIn[name];
  const prefix = bankRuleOf[name];
  if (!bank || !prefix) return base;
  const min = count(bank[`${prefix}Min`]);
  const max = count(bank[`${prefix}Max`]);
  return {
    ...base,
    pattern: compiled(bank[`${prefix}PatternExpression`]) ?? base.pattern,
    min: min ?? base.min,
    max: max !== null && max >= (min ?? 0) ? max : base.max,
  };
}

function labelOf(setting: TemplateSetting): string | null {
  return setting.bankCardTemplateLanguage.find((l) => l.customizeName)?.customizeName ?? null;
}

/** The fields of a bank: the key's types from the template's list item, or the account number alone. */
export function readCardFields(template: BankTemplate | undefined, bank: Bank | undefined): CardFields {
  const settings = template?.bankCardTemplateSettings ?? [];
  const choice = settings.find(
    (s) =>
      s.cardItem === 'CUSTOM' &&
      (s.thirdPartyParamNameOptions || s.thirdPartyParamName) &&
      s.bankCardTemplateSettingList.length > 0,
  );
  const number = settings.find((s) => s.cardItem === 'BANK_ACCOUNT_NUMBER');
  const numberLabel = number ? labelOf(number) : null;
  if (!choice) {
    return {
      kindParam: null,
      keyParam: null,
      kinds: [{ listKey: '', name: 'ACCOUNT', templateLabel: '', rule: ruleFor('ACCOUNT', bank, number) }],
      numberLabel,
    };
  }
  const kinds = choice.bankCardTemplateSettingList.map((item) => {
    const name = kindOfListKey[item.listKey.trim().toUpperCase()] ?? 'ACCOUNT';
    // A type 3 item checks the text by the chosen item's rule; otherwise the item's own rule stands.
    const own = choice.type === 3 ? item : choice;
    return { listKey: item.listKey, name, templateLabel: item.listLabel, rule: ruleFor(name, bank, own) };
  });
  return {
    kindParam: choice.thirdPartyParamNameOptions ?? choice.thirdPartyParamName,
    keyParam: choice.type === 3 ? choice.thirdPartyParamName : null,
    kinds,
    numberLabel: numberLabel ?? labelOf(choice),
  };
}

/** The key as it is sent: a CPF or phone without the dots, dashes, spaces and brackets people type. */
export function normaliseKey(name: KeyKindName, typed: string): string {
  const value = typed.trim();
  if (name === 'CPF' || name === 'PHONE' || name === 'ACCOUNT') return value.replace(/[\s().+-]/g, '');
  if (name === 'EMAIL') return value.toLowerCase();
  return value;
}

export type KeyProblem = 'required' | 'short' | 'long' | 'format';

export function keyProblem(kind: KeyKind, typed: string): KeyProblem | null {
  const value = normaliseKey(kind.name, typed);
  if (value === '') return 'required';
  if (value.length < kind.rule.min) return 'short';
  if (value.length > kind.rule.max) return 'long';
  return kind.rule.pattern.test(value) ? null : 'format';
}

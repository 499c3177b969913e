import { bankTemplate } from '@/features/withdraw/bank-cards/bank-template';
import { banksList } from '@/features/withdraw/bank-cards/banks';
import { bindBankCard } from '@/features/withdraw/bank-cards/bind-bank-card';
import { bindConfig } from '@/features/withdraw/bank-cards/bind-config';
import { deleteBankCard } from '@/features/withdraw/bank-cards/delete-bank-card';
import { controlCall, controlOk, controlRefusal, readJsonObject } from '../../protocol/control-call';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field, type Payload } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { takeActionSmsCode } from '../members/action-sms-handlers';
import { DEMO_GOOGLE_CODE, type Member } from '../members/members';
import type { MockState } from '../../state/mock-state';
import { checkWithdrawPassword, refuseTrial } from './money-checks';
import { bankCardsOf } from './withdraw-account-handlers';
import {
  banks,
  defaultBindProofs,
  MAX_BANK_ACCOUNTS,
  type BankAccount,
  type BindProofs,
} from './withdrawals';

// The bind page's calls in the member centre's shapes (spec 5 2.5, 71483373076; the delete page,
// 71034253453 @~96,000): the banks with their player-field rules, what binding asks, the PIX bank's template
// (the key's type as a CUSTOM list item), binding (PUT) and deleting (DELETE) a card. See mocks/README.md.

export const PIX_BANK = 'PIX';

interface KeyRule {
  pattern: string;
  min: number;
  max: number;
}

/** The PIX key types and their rules: CPF, phone and e-mail by the bank's player fields, the random key built in. */
const pixRules: Record<string, KeyRule> = {
  CPF: { pattern: '^\\d{11}$', min: 11, max: 11 },
  PHONE: { pattern: '^(55)?\\d{10,11}$', min: 10, max: 13 },
  EMAIL: { pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$', min: 6, max: 77 },
  EVP: {
    pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
    min: 36,
    max: 36,
  },
};
const accountRule: KeyRule = { pattern: '^\\d{5,20}$', min: 5, max: 20 };

function bankWire(bankCode: string, bankName: string) {
  const pix = bankCode === PIX_BANK;
  return {
    bankCode,
    bankName,
    bankLocaleName: bankName,
    isPlayerPhoneRequired: '2',
    isPlayerEmailRequired: '2',
    isPlayerIdRequired: '2',
    isProvinceRequired: 'D',
    isBranchRequired: 'D',
    ...(pix
      ? {
          playerIdPatternExpression: pixRules.CPF.pattern,
          playerIdMin: pixRules.CPF.min,
          playerIdMax: pixRules.CPF.max,
          playerPhonePatternExpression: pixRules.PHONE.pattern,
          playerPhoneMin: pixRules.PHONE.min,
          playerPhoneMax: pixRules.PHONE.max,
          playerEmailPatternExpression: pixRules.EMAIL.pattern,
          playerEmailMin: pixRules.EMAIL.min,
          playerEmailMax: pixRules.EMAIL.max,
        }
      : {
          cardNumberPatternExpression: accountRule.pattern,
          cardNumberMin: accountRule.min,
          cardNumberMax: accountRule.max,
        }),
  };
}

const rule = (kind: string) => ({
  customizeExpression: pixRules[kind].pattern,
  customizeMin: pixRules[kind].min,
  customizeMax: pixRules[kind].max,
});

// Each type with its own rule, as a type 3 item's choices carry it (the bind page's customValidate).
const pixKinds = [
  { listKey: 'CPF', listLabel: 'CPF', ...rule('CPF') },
  { listKey: 'PHONE', listLabel: 'Telefone', ...rule('PHONE') },
  { listKey: 'EMAIL', listLabel: 'E-mail', ...rule('EMAIL') },
  { listKey: 'EVP', listLabel: 'Chave aleatória', ...rule('EVP') },
];

function templateOf(bankCode: string) {
  if (bankCode !== PIX_BANK) {
    return {
      templateId: 1,
      bankCardTemplateSettings: [
        {
          bankCardSettingId: 1,
          cardItem: 'BANK_ACCOUNT_NUMBER',
          type: 1,
          thirdPartyParamName: 'cardNumber',
          bankCardTemplateSettingList: [],
          bankCardTemplateLanguage: [{ customizeName: null }],
        },
      ],
    };
  }
  // The PIX key: its type and the key itself in one type 3 item (a choice and a text).
  return {
    templateId: 2,
    bankCardTemplateSettings: [
      {
        bankCardSettingId: 2,
        cardItem: 'CUSTOM',
        type: 3,
        thirdPartyParamNameOptions: 'pixType',
        thirdPartyParamName: 'pixKey',
        bankCardTemplateSettingList: pixKinds,
        bankCardTemplateLanguage: [
          { customizeName: 'Chave PIX', customizeNameForOptions: 'Tipo de chave PIX' },
        ],
      },
    ],
  };
}

/** The key as the member centre would send it: digits only for CPF, phone and account numbers. */
function keyOf(kind: string | null, typed: string): string {
  const value = typed.trim();
  if (kind === 'EMAIL') return value.toLowerCase();
  if (kind === 'EVP') return value;
  return value.replace(/[\s().+-]/g, '');
}

type CustomField = NonNullable<BankAccount['customFields']>[number];

/** `customFieldList` as the bind page sends it: a text, a choice, or both (types 1, 2, 3). */
function customFieldsOf(body: Payload): CustomField[] {
  const list = body.customFieldList;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (item === null || typeof item !== 'object') return [];
    const entry = item as Payload;
    const fieldOf: CustomField = {};
    for (const name of [
      'thirdPartyParamName',
      'value',
      'thirdPartyParamNameOption',
      'valueOption',
    ] as const) {
      const value = field(entry, name);
      if (value !== '') fieldOf[name] = value;
    }
    return Object.keys(fieldOf).length > 0 ? [fieldOf] : [];
  });
}

function checkPassword(member: Member, given: string): void {
  if (member.withdrawPassword === null) {
    throw badRequest('not.exists.payment.password', 'Set a withdraw password first');
  }
  checkWithdrawPassword(member, { withdrawPassword: given }, 'bankCard.field.required');
}

function checkGa(code: string): void {
  if (code !== DEMO_GOOGLE_CODE)
    throw badRequest('ga.code.invalid', 'The Google Authenticator code is incorrect');
}

function checkProofs(state: MockState, member: Member, body: Payload, proofs: BindProofs): void {
  if (proofs.paymentPassword) {
    const given = field(body, 'paymentPassword');
    if (proofs.validatePaymentPassword && field(body, 'validatePaymentPassword') !== given) {
      throw badRequest('bankCard.password.mismatch', 'The two passwords differ');
    }
    checkPassword(member, given);
  }
  if (proofs.mobileNum) takeActionSmsCode(state, member, 'bindBankCard', field(body, 'verificationCode'));
  if (proofs.authCode) checkGa(field(body, 'authCode'));
}

const bind = handle(bindBankCard, ({ state, member, body }) => {
  refuseTrial(member);
  const proofs = state.money.bindProofs;
  if (proofs.shouldBindGA) throw badRequest('ga.not.bound', 'Bind Google Authenticator first');
  if (field(body, 'cardType') !== 'B')
    throw badRequest('bankCard.type.invalid', 'Only bank cards are bound here');
  const bankCode = field(body, 'bankCode');
  if (!banks.some((b) => b.bankCode === bankCode)) throw badRequest('bankCard.bank.invalid', 'Choose a bank');
  const customFields = customFieldsOf(body);
  const pixField = customFields.find((f) => f.thirdPartyParamNameOption === 'pixType');
  const kind = bankCode === PIX_BANK ? (pixField?.valueOption ?? '') : null;
  const rule = kind === null ? accountRule : pixRules[kind];
  if (!rule) throw badRequest('bankCard.field.invalid', 'Choose the PIX key type');
  const cardNumber = keyOf(kind, pixField?.value ?? field(body, 'cardNumber'));
  if (
    cardNumber.length < rule.min ||
    cardNumber.length > rule.max ||
    !new RegExp(rule.pattern).test(cardNumber)
  ) {
    throw badRequest('bankCard.number.invalid', 'The card number or key is invalid');
  }
  const holderName = field(body, 'payeeName').replace(/\s+/g, ' ');
  if (!/^\p{L}[\p{L} '.-]{1,59}$/u.test(holderName)) {
    throw badRequest('bankCard.field.invalid', 'Enter the account holder name');
  }
  const cards = bankCardsOf(state.money, member);
  const holder = cards[0]?.holderName ?? member.bankAccountName;
  if (holder && holder.toLowerCase() !== holderName.toLowerCase()) {
    throw badRequest('bankCard.holder.mismatch', 'The holder name must match your other cards');
  }
  if (cards.some((c) => c.bankCode === bankCode && c.accountNumber === cardNumber)) {
    throw badRequest('bankCard.duplicated', 'This card is already bound');
  }
  if (cards.length >= MAX_BANK_ACCOUNTS) {
    throw badRequest('bankCard.limit', `At most ${MAX_BANK_ACCOUNTS} cards`);
  }
  checkProofs(state, member, body, proofs);
  cards.push({
    bankAccountId: state.money.nextBankAccountId++,
    bankCode,
    accountNumber: cardNumber,
    holderName,
    pixKeyType: kind,
    customFields,
    active: true,
    createdMs: mockNow(state),
  });
  member.bankAccountName ??= holderName;
  return null;
});

const remove = handle(deleteBankCard, ({ state, member, body }) => {
  refuseTrial(member);
  const cards = bankCardsOf(state.money, member);
  const index = cards.findIndex((c) => String(c.bankAccountId) === field(body, 'bankCardId'));
  if (index < 0) throw badRequest('bankCard.not.found', 'The card does not exist');
  const method = field(body, 'method');
  // The site's method (its flags, as the delete page reads them): another one is refused.
  const asked =
    state.flags.get('DELCARDPWSVERF3') !== false
      ? 'P'
      : state.flags.get('DELCARDMOBVERF3') !== false
        ? 'S'
        : state.flags.get('DELCARDGASVERF3') !== false
          ? 'G'
          : 'P';
  if (method !== asked)
    throw badRequest('bankCard.method.invalid', `This site deletes cards by method ${asked}`);
  if (method === 'P') checkPassword(member, field(body, 'password'));
  else if (method === 'S') {
    takeActionSmsCode(
      state,
      member,
      'deleteBankCard',
      field(body, 'verificationCode'),
      field(body, 'mobileNum') || member.mobile,
    );
  } else checkGa(field(body, 'authCode'));
  cards.splice(index, 1);
  return null;
});

function isProofs(value: Record<string, unknown>): value is Partial<BindProofs> {
  return Object.entries(value).every(([key, on]) => key in defaultBindProofs && typeof on === 'boolean');
}

/** The PIX bank first: the site is a Brazilian one. */
const bankList = [...banks].sort((a, b) => Number(b.bankCode === PIX_BANK) - Number(a.bankCode === PIX_BANK));

export const bankCardHandlers = callGroup(
  handle(banksList, () => bankList.map((b) => bankWire(b.bankCode, b.bankName))),
  handle(bindConfig, ({ state }) => {
    const { shouldBindGA, ...validate } = state.money.bindProofs;
    return { shouldBindGA, validate };
  }),
  handle(bankTemplate, ({ query }) => {
    const bankCode = query.get('bankId') ?? '';
    if (!banks.some((b) => b.bankCode === bankCode)) throw badRequest('bank.not.found', 'Unknown bank');
    return templateOf(bankCode);
  }),
  bind,
  remove,
  [
    // The proofs binding asks, for the tests and the demo: any of the five switches, merged.
    controlCall('post', '/bank-cards/bind-config', async ({ state, request }) => {
      const body = await readJsonObject(request);
      if (!body || !isProofs(body)) {
        return controlRefusal(
          'mock.bindConfig.invalid',
          'Send booleans among paymentPassword, validatePaymentPassword, mobileNum, authCode, shouldBindGA',
        );
      }
      state.money.bindProofs = { ...state.money.bindProofs, ...body };
      return controlOk({ ...state.money.bindProofs });
    }),
  ],
);

import type { TranslationKey } from '@/i18n';
import { checkWithdrawPassword } from '@/core/money-form/amount-limits';
import { fieldRules } from '@/core/money-form/field-rules';
import type { Translate } from '@/core/use-translate';
import type { BindConfig } from './bind-config';
import { keyProblem, type CardFields, type KeyKindName, type KeyProblem } from './card-fields';

export interface BindCardValues {
  bankCode: string;
  /** The chosen key type's list key ('' where the bank offers none). */
  kind: string;
  cardNumber: string;
  payeeName: string;
  paymentPassword: string;
  validatePaymentPassword: string;
  verificationCode: string;
  authCode: string;
}

const HOLDER_NAME = /^\p{L}[\p{L} '.-]{1,59}$/u;

const keyMessages: Record<KeyKindName, Record<Exclude<KeyProblem, 'required'>, TranslationKey>> = {
  CPF: { short: 'card_cpf_invalid', long: 'card_cpf_invalid', format: 'card_cpf_invalid' },
  PHONE: { short: 'card_phone_invalid', long: 'card_phone_invalid', format: 'card_phone_invalid' },
  EMAIL: { short: 'card_email_invalid', long: 'card_email_long', format: 'card_email_invalid' },
  EVP: { short: 'card_evp_invalid', long: 'card_evp_invalid', format: 'card_evp_invalid' },
  ACCOUNT: { short: 'card_number_short', long: 'card_number_long', format: 'card_number_invalid' },
};

/**
 * The bind form's rules, as typed: a bank, a key type where the bank offers types, the key by that type's
 * pattern and bounds, the holder's name when the member has no payee yet, and the proofs bindConfig asks.
 */
export function bindCardSchema(
  t: Translate,
  /** The chosen bank's fields; null until its template is read. */
  fields: CardFields | null,
  config: BindConfig['validate'],
  askPayee: boolean,
) {
  return fieldRules<BindCardValues>({
    bankCode: (typed) => (typed === '' ? t('card_bank_required') : null),
    kind: (typed) => {
      return fields?.kindParam && !fields.kinds.some((k) => k.listKey === typed)
        ? t('card_kind_required')
        : null;
    },
    cardNumber: (typed, values) => {
      if (!fields) return values.bankCode === '' ? null : t('card_template_failed');
      const kind =
        fields.kinds.find((k) => k.listKey === values.kind) ?? (fields.kindParam ? null : fields.kinds[0]);
      if (!kind) return null;
      const problem = keyProblem(kind, typed);
      if (!problem) return null;
      if (problem === 'required') return t('card_key_required');
      return t(keyMessages[kind.name][problem], { min: kind.rule.min, max: kind.rule.max });
    },
    payeeName: (typed) => {
      if (!askPayee) return null;
      const name = typed.trim().replace(/\s+/g, ' ');
      if (name === '') return t('card_holder_required');
      return HOLDER_NAME.test(name) ? null : t('card_holder_invalid');
    },
    paymentPassword: (typed) => {
      if (!config.paymentPassword) return null;
      const problem = checkWithdrawPassword(typed);
      return problem === 'required'
        ? t('card_password_required')
        : problem === 'format'
          ? t('withdraw_password_rule')
          : null;
    },
    validatePaymentPassword: (typed, values) =>
      config.paymentPassword && config.validatePaymentPassword && typed !== values.paymentPassword
        ? t('card_password_mismatch')
        : null,
    verificationCode: (typed) =>
      config.mobileNum && !/^\d{4,8}$/.test(typed.trim()) ? t('card_sms_required') : null,
    authCode: (typed) => (config.authCode && !/^\d{6}$/.test(typed.trim()) ? t('card_ga_invalid') : null),
  });
}

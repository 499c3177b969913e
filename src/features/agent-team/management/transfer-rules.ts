import type { TranslationKey } from '@/i18n';

/** The mock's designed limits of one transfer to a downline, in reais (mocks/README.md). */
export const TRANSFER_MIN = 10;
export const TRANSFER_MAX = 50_000;

export interface TransferValues {
  amount: string;
  withdrawPassword: string;
}

export interface TransferProblem {
  key: TranslationKey;
  /** Amounts (reais) the message names. */
  amounts?: Record<string, number>;
}

const AMOUNT = /^\d+(\.\d{1,2})?$/;
const SIX_DIGITS = /^\d{6}$/;

/** The amount in cents when the form may go on to the confirmation; otherwise what is wrong with each field. */
export function transferProblems(
  values: TransferValues,
  balance: number | undefined,
): { cents: number | null; problems: Partial<Record<keyof TransferValues, TransferProblem>> } {
  const problems: Partial<Record<keyof TransferValues, TransferProblem>> = {};
  const raw = values.amount.trim().replace(',', '.');
  const cents = AMOUNT.test(raw) ? Math.round(Number(raw) * 100) : NaN;
  if (!Number.isFinite(cents) || cents < TRANSFER_MIN * 100 || cents > TRANSFER_MAX * 100) {
    problems.amount = {
      key: 'agent_transfer_amount_invalid',
      amounts: { min: TRANSFER_MIN, max: TRANSFER_MAX },
    };
  } else if (balance !== undefined && cents > Math.round(balance * 100)) {
    problems.amount = { key: 'agent_transfer_amount_over', amounts: { amount: balance } };
  }
  if (!SIX_DIGITS.test(values.withdrawPassword)) {
    problems.withdrawPassword = { key: 'agent_transfer_password_invalid' };
  }
  const ok = Object.keys(problems).length === 0;
  return { cents: ok ? cents : null, problems };
}

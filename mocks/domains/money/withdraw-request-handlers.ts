import { turnoverInfo } from '@/features/withdraw/cashier/turnover';
import { walletReturn, withdraw } from '@/features/withdraw/cashier/withdraw';
import { withdrawCharges } from '@/features/withdraw/cashier/withdraw-fee';
import { withdrawMethods } from '@/features/withdraw/cashier/withdraw-methods';
import { withdrawReport } from '@/features/withdraw/history/withdraw-report';
import { withdrawSettings } from '@/features/withdraw/withdraw-settings';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { mockNow } from '../clock/clock';
import { formatDateTime } from '../clock/dates';
import { emitLiveEvent } from '../live-events/live-events';
import { takeActionSmsCode } from '../members/action-sms-handlers';
import type { Member } from '../members/members';
import type { MockState } from '../../state/mock-state';
import { addTransaction, mainWallet } from './money-book';
import { recordPage } from './record-query';
import { refuseTrial, amountCents } from './money-checks';
import { bankCardsOf } from './withdraw-account-handlers';
import { withdrawAllowance } from './withdraw-allowance';
import {
  bankName,
  maskAccountNumber,
  MAX_WITHDRAW_CENTS,
  settleReceipt,
  MIN_WITHDRAW_CENTS,
  type Withdrawal,
} from './withdrawals';
import { MAIN_WALLET_ID, SAFE_BOX_ID } from './wallets';
import {
  feeCents,
  owesTurnover,
  seedTurnover,
  SMS_ABOVE_REAIS,
  TURNOVER_LOCKED_CENTS,
  turnoverTotals,
} from './withdraw-rules';

// The withdraw page's calls in the member centre's shapes (spec 5 2.5; mocks/README.md, Withdrawals).

function turnoverOwed(state: MockState, member: Member): boolean {
  return (
    state.scenario.withdrawTurnover === 'N' ||
    (owesTurnover(member) && state.scenario.withdrawTurnover === 'A')
  );
}

function smsNeeded(state: MockState, cents: number): boolean {
  const rule = state.scenario.withdrawSms;
  return rule === 'EVERY_WITHDRAWAL' || (rule === 'WITHDRAW_AMOUNT' && cents > SMS_ABOVE_REAIS * 100);
}

/** The refusal a scenario forces, with the `value.data` the member centre reads (71034253453). */
function scenarioRefusal(state: MockState) {
  switch (state.scenario.withdrawRefusal) {
    case 'not.exists.payment.password':
      return badRequest('not.exists.payment.password', 'Set a withdraw password first');
    case 'required_deposit_amount_not_reached':
      return badRequest('required_deposit_amount_not_reached', 'Deposit amount not reached', {
        data: { requiredDepositAmount: 500, actualDepositAmount: 250 },
      });
    case 'promotion_turnover_not_enough':
      return badRequest('promotion_turnover_not_enough', 'Promotion turnover not enough', {
        data: { all: { remainingTurnover: 1_200 } },
      });
    case 'required_member_information_incomplete':
      return badRequest('required_member_information_incomplete', 'Member information incomplete', {
        data: ['required_id_not_verified', 'required_address'],
      });
    case 'bank_card_is_frozen':
      return badRequest('bank_card_is_frozen', 'This bank card is frozen');
    default:
      return null;
  }
}

export const withdrawRequestHandlers = callGroup(
  handle(withdrawSettings, ({ state }) => ({
    allowWithdraw: 'Y',
    allowWithdrawNow: 'Y',
    allowWithdrawMsg: '',
    withdrawDateFrom: '00:00',
    withdrawDateTo: '00:00',
    withdrawTimeMsg: '',
    mobileVerificationType: state.scenario.withdrawSms === 'NONE' ? '' : state.scenario.withdrawSms,
    mobileVerificationWithdrawAmount: SMS_ABOVE_REAIS,
    allowDecimal: 'Y',
    cautionNote:
      '<p>Withdrawals go to a PIX key in your own name. <strong>The first withdrawal of the day is free.</strong></p>',
    fixedAmountFlag: 'N',
    fixedWithdrawAmounts: [],
    amountLimitFlag: 'N',
    minimumAmount: MIN_WITHDRAW_CENTS / 100,
    maximumAmount: MAX_WITHDRAW_CENTS / 100,
    c2cEnabled: 'N',
    withdrawPenaltyCharge: 0,
    urlToContact: '',
  })),
  handle(withdrawMethods, () => [{ methodGroupType: 'B', withdrawMethodGroup: 'BANK', groupName: 'PIX' }]),
  handle(turnoverInfo, ({ state, member }) => {
    const owed = owesTurnover(member) || state.scenario.withdrawTurnover === 'N';
    const totals = turnoverTotals();
    return {
      status: state.scenario.withdrawTurnover,
      details: owed ? seedTurnover.map((row) => ({ ...row })) : [],
      totalRequiredTurnover: owed ? totals.required : 0,
      totalActualTurnover: owed ? totals.actual : 0,
    };
  }),
  // Query { withdrawAmount, withdrawType BC|EW|VW }.
  handle(withdrawCharges, ({ state, member, query }) => {
    const cents = Math.round(Number(query.get('withdrawAmount') ?? '') * 100);
    if (!Number.isFinite(cents) || cents <= 0) throw badRequest('withdraw.amount.invalid', 'Enter an amount');
    return { fee: feeCents(state, member, cents) / 100 };
  }),
  // Sealed { check: "v2", amount, bankCardId, password, [verificationCode] }: the amount and its fee leave
  // the main wallet at once (held until paid or rejected).
  handle(withdraw, ({ state, member, body }) => {
    refuseTrial(member);
    const card = bankCardsOf(state.money, member).find(
      (c) => String(c.bankAccountId) === field(body, 'bankCardId'),
    );
    if (!card) throw badRequest('withdraw.bankCard.invalid', 'Choose one of your bank cards');
    const cents = amountCents(body, 'withdraw.amount.invalid', MIN_WITHDRAW_CENTS, MAX_WITHDRAW_CENTS);
    const forced = scenarioRefusal(state);
    if (forced) throw forced;
    if (!state.flags.get('WDRAWNOPASSVERIF3')) {
      if (member.withdrawPassword === null) {
        throw badRequest('not.exists.payment.password', 'Set a withdraw password first');
      }
      if (field(body, 'password') !== member.withdrawPassword) {
        throw badRequest('invalid.payment.pw', 'The withdraw password is incorrect');
      }
    }
    if (smsNeeded(state, cents)) {
      try {
        takeActionSmsCode(state, member, 'withdraw', field(body, 'verificationCode'));
      } catch {
        throw badRequest('verification.code.invalid', 'The verification code is invalid');
      }
    }
    const allowance = withdrawAllowance(state, member);
    if (allowance.remainingTimes <= 0 || cents > allowance.remainingCents) {
      throw badRequest('withdraw.limit.reached', 'You have reached today’s withdrawal limit');
    }
    const main = mainWallet(member);
    const fee = feeCents(state, member, cents);
    if (turnoverOwed(state, member) && cents + fee > main.cents - TURNOVER_LOCKED_CENTS) {
      const totals = turnoverTotals();
      throw badRequest('withdraw_turnover_not_enough', 'Turnover not enough', {
        data: { requiredTurnover: totals.required, actualTurnover: totals.actual },
      });
    }
    if (main.cents < cents + fee) throw badRequest('withdraw.balance.insufficient', 'Insufficient balance');
    main.cents -= cents + fee;
    const line = addTransaction(state, member.id, {
      type: 'WITHDRAWAL',
      cents: -cents,
      status: 'PENDING',
      remark: `${bankName(card.bankCode)} ${maskAccountNumber(card.accountNumber)}`,
    });
    const withdrawal: Withdrawal = {
      withdrawalNo: line.referenceNo,
      memberId: member.id,
      cents,
      bankAccount: card,
      status: 'PENDING',
      requestMs: line.timeMs,
      updateMs: null,
      paidMs: null,
      receipt: 'NONE',
      receiptDeadlineMs: null,
      receivedCents: null,
      proof: null,
      feeCents: fee,
    };
    state.money.withdrawals.unshift(withdrawal);
    return null;
  }),
  // Query { pageNo, pageSize }: newest first; the footer's amount is the total of every record.
  handle(withdrawReport, ({ state, member, query }) => {
    const now = mockNow(state);
    const mine = state.money.withdrawals.filter((w) => w.memberId === member.id);
    mine.forEach((w) => settleReceipt(w, now));
    const page = recordPage(
      mine,
      query,
      (w) => ({
        transactionId: w.withdrawalNo,
        amount: w.cents / 100,
        fee: (w.feeCents ?? 0) / 100,
        status: w.status,
        bankName: bankName(w.bankAccount.bankCode),
        cardNumber: maskAccountNumber(w.bankAccount.accountNumber),
        createdAt: formatDateTime(w.requestMs),
        receiptStatus: w.receipt,
      }),
      undefined,
      10,
    );
    return {
      records: page.content,
      totalPages: page.totalPages,
      footer: [{ amount: mine.reduce((sum, w) => sum + w.cents, 0) / 100 }],
    };
  }),
  // { customerId }: every game wallet back into the main one (a single-wallet site, before a withdrawal).
  handle(walletReturn, ({ state, member, body }) => {
    if (field(body, 'customerId') !== String(member.id)) {
      throw badRequest('wallet.customer.invalid', 'Not your wallet');
    }
    const main = mainWallet(member);
    for (const wallet of member.balances) {
      if (wallet.accountTypeId === MAIN_WALLET_ID || wallet.accountTypeId === SAFE_BOX_ID) continue;
      main.cents += wallet.cents;
      wallet.cents = 0;
    }
    emitLiveEvent(state, member.id, 'balance');
    return null;
  }),
);

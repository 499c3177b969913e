import { merchantWallet } from '@/core/api/merchant-wallet';
import { walletTransfer } from '@/features/wallet/my-wallet/wallet-transfer';
import { balance } from '@/core/api/balance';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import type { Member } from '../members/members';
import type { MockState } from '../../state/mock-state';
import { addTransaction } from './money-book';
import { MAIN_WALLET_ID, SAFE_BOX_ID, walletKind, walletKinds } from './wallets';

/**
 * The balance as the platform answers it (spec 5, 2.3): the lines `{accountTypeId, accountName, displayName,
 * availBalance, status}` as a list, or, as some builds send them, an object: keyed by accountName
 * (`balanceShape: 'object'`) or the main wallet's line alone (`'line'`, which the member centre wraps in a
 * list). `status` 1 is the mock's "in use" (the member centre's placeholders carry 0).
 */
function balanceValue(state: MockState, member: Member) {
  const balances = member.balances;
  const sum = balances.reduce((total, b) => total + b.cents, 0);
  const lines = balances.map((b) => ({
    ...walletKind(b.accountTypeId),
    availBalance: b.cents / 100,
    status: 1,
  }));
  const shape = state.scenario.balanceShape;
  const main = lines.find((line) => line.accountTypeId === MAIN_WALLET_ID);
  return {
    sumBalance: sum / 100,
    balance:
      shape === 'object'
        ? Object.fromEntries(lines.map((line) => [line.accountName, line]))
        : shape === 'line' && main
          ? main
          : lines,
    currency: 'BRL',
    currencySymbol: 'R$',
    currencyPosition: 'F',
  };
}

export const walletHandlers = callGroup(
  handle(balance, ({ state, member }) => balanceValue(state, member)),
  handle(merchantWallet, ({ state }) => ({
    isSingle: state.scenario.singleWallet ? 1 : 0,
    // Designed: every wallet the site offers, so a transfer form can offer one the member does not hold yet.
    wallets: walletKinds.filter((w) => w.accountTypeId !== SAFE_BOX_ID).map((w) => ({ ...w })),
  })),
  // Designed shape (the product leaves it open): { fromAccountTypeId, toAccountTypeId, amount } in reais.
  handle(walletTransfer, ({ state, body, member }) => {
    const amount = Math.round(Number(field(body, 'amount')) * 100);
    const from = member.balances.find((b) => b.accountTypeId === Number(field(body, 'fromAccountTypeId')));
    const toId = Number(field(body, 'toAccountTypeId'));
    if (!Number.isFinite(amount) || amount <= 0)
      throw badRequest('transfer.amount.invalid', 'Enter a valid amount');
    // The safe box is filled and emptied by calls of its own, never by a transfer between wallets.
    const safeBox = toId === SAFE_BOX_ID || from?.accountTypeId === SAFE_BOX_ID;
    if (!from || !Number.isInteger(toId) || toId === from.accountTypeId || safeBox) {
      throw badRequest('transfer.account.invalid', 'Choose two different wallets');
    }
    if (from.cents < amount) throw badRequest('transfer.balance.insufficient', 'Insufficient balance');
    let to = member.balances.find((b) => b.accountTypeId === toId);
    if (!to) {
      to = { accountTypeId: toId, cents: 0 };
      member.balances.push(to);
    }
    from.cents -= amount;
    to.cents += amount;
    addTransaction(state, member.id, {
      type: 'TRANSFER',
      cents: amount,
      accountTypeId: from.accountTypeId,
      toAccountTypeId: toId,
      remark: `${walletKind(from.accountTypeId).displayName} -> ${walletKind(toId).displayName}`,
    });
    return balanceValue(state, member);
  }),
);

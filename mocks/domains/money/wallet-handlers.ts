import { merchantWallet } from '@/features/wallet/my-wallet/merchant-wallet';
import { walletTransfer } from '@/features/wallet/my-wallet/wallet-transfer';
import { balance } from '@/core/api/balance';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import type { Member } from '../members/members';
import { addTransaction } from './money-book';
import { walletKind, walletKinds } from './wallets';

function balanceValue(member: Member) {
  const balances = member.balances;
  const sum = balances.reduce((total, b) => total + b.cents, 0);
  return {
    sumBalance: sum / 100,
    balance: balances.map((b) => {
      const kind = walletKind(b.accountTypeId);
      return {
        accountTypeId: b.accountTypeId,
        availBalance: b.cents / 100,
        walletName: kind.walletName,
        vendor: kind.vendor,
      };
    }),
    currency: 'BRL',
    currencySymbol: 'R$',
  };
}

export const walletHandlers = callGroup(
  handle(balance, ({ member }) => balanceValue(member)),
  handle(merchantWallet, ({ state }) => ({
    isSingle: state.scenario.singleWallet ? 1 : 0,
    // Designed: every wallet the site offers, so a transfer form can offer one the member does not hold yet.
    wallets: walletKinds.map((w) => ({ ...w })),
  })),
  // Designed shape (the product leaves it open): { fromAccountTypeId, toAccountTypeId, amount } in reais.
  handle(walletTransfer, ({ state, body, member }) => {
    const amount = Math.round(Number(field(body, 'amount')) * 100);
    const from = member.balances.find((b) => b.accountTypeId === Number(field(body, 'fromAccountTypeId')));
    const toId = Number(field(body, 'toAccountTypeId'));
    if (!Number.isFinite(amount) || amount <= 0)
      throw badRequest('transfer.amount.invalid', 'Enter a valid amount');
    if (!from || !Number.isInteger(toId) || toId === from.accountTypeId) {
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
      remark: `${walletKind(from.accountTypeId).walletName} -> ${walletKind(toId).walletName}`,
    });
    return balanceValue(member);
  }),
);

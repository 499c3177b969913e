import { transferUpline } from '@/features/wallet/upline/transfer-to-upline';
import { uplineInfo } from '@/features/wallet/upline/upline-info';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import type { Member } from '../members/members';
import { addTransaction, mainWallet } from './money-book';
import type { MockState } from '../../state/mock-state';
import { amountCents, checkWithdrawPassword, refuseTrial } from './money-checks';

// Transfer to upline (mocks/README.md): a preview that names the upline (ours), then the platform's sealed
// PUT /wps/member/transferUpline (its body ours), which needs the withdraw password. Money leaves the member's main wallet for the upline's.

const MIN_CENTS = 1_000;
const MAX_CENTS = 5_000_000;

function uplineOf(state: MockState, member: Member): Member {
  const upline = member.parentId === null ? undefined : state.members.get(member.parentId);
  if (!upline) throw badRequest('upline.not.found', 'You have no upline to transfer to');
  return upline;
}

export const uplineHandlers = callGroup(
  handle(uplineInfo, ({ state, member }) => {
    const upline = uplineOf(state, member);
    return {
      uplineAccount: upline.account,
      uplineName: upline.nickname,
      transferableAmount: mainWallet(member).cents / 100,
      minAmount: MIN_CENTS / 100,
      maxAmount: MAX_CENTS / 100,
    };
  }),
  // (E) body { amount, withdrawPassword }.
  handle(transferUpline, ({ state, member, body }) => {
    refuseTrial(member);
    const upline = uplineOf(state, member);
    const cents = amountCents(body, 'upline.amount.invalid', MIN_CENTS, MAX_CENTS);
    checkWithdrawPassword(member, body, 'upline.field.required');
    const main = mainWallet(member);
    if (main.cents < cents) throw badRequest('upline.balance.insufficient', 'Insufficient balance');
    main.cents -= cents;
    mainWallet(upline).cents += cents;
    const line = addTransaction(state, member.id, {
      type: 'UPLINE_TRANSFER',
      cents: -cents,
      remark: `To ${upline.account} (${upline.nickname})`,
    });
    addTransaction(state, upline.id, {
      type: 'UPLINE_TRANSFER',
      cents,
      referenceNo: line.referenceNo,
      remark: `From ${member.account} (${member.nickname})`,
    });
    return {
      referenceNo: line.referenceNo,
      amount: cents / 100,
      uplineAccount: upline.account,
      uplineName: upline.nickname,
      balance: main.cents / 100,
    };
  }),
);

import { endpoint, relay, request, type Balance } from '@/api';
import { balance } from '@/api/schemas/member';

/**
 * A move between the member's own wallets: the reference's catalogue entry (protocol: every call), a POST
 * whose payload it passes through from a page it does not ship, so the payload is the mock's design
 * (mocks/README.md). Answers the balance shape.
 */
export const walletTransfer = endpoint({
  name: 'walletTransfer',
  link: relay('GCS_walletTransfer'),
  moduleId: 'FUNDTRANS3',
  method: 'POST',
  token: 'required',
  source: 'reference',
  response: balance,
});

export interface WalletTransfer {
  fromAccountTypeId: string;
  toAccountTypeId: string;
  /** In reais, two decimals at most. */
  amount: number;
}

export function transferBetweenWallets(transfer: WalletTransfer): Promise<Balance> {
  return request(walletTransfer, {
    data: {
      fromAccountTypeId: Number(transfer.fromAccountTypeId),
      toAccountTypeId: Number(transfer.toAccountTypeId),
      amount: transfer.amount,
    },
  });
}

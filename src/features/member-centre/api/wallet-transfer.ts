import { request } from '@/api';

export interface WalletTransfer {
  fromAccountTypeId: string;
  toAccountTypeId: string;
  /** In reais, two decimals at most. */
  amount: number;
}

/** GCS_walletTransfer (module FUNDTRANS3), a POST; the payload's shape is the mock's design (mocks/README.md). */
export function transferBetweenWallets(transfer: WalletTransfer) {
  return request('walletTransfer', {
    data: {
      fromAccountTypeId: Number(transfer.fromAccountTypeId),
      toAccountTypeId: Number(transfer.toAccountTypeId),
      amount: transfer.amount,
    },
  });
}

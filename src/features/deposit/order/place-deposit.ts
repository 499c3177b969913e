import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { request } from '@/api';
import { useSessionStore } from '@/core/session-store';
import { recordsKey, depositKey } from '@/core/money-keys';
import { saferGamblingKey } from '@/core/api/safer-gambling';
import { loginDeviceId } from '@/lib/device-id';
import type { DepositChannel } from '../channels/payment-channels';
import { relayOf, type DepositAnswer, type PaymentStep } from './deposit-relays';

export interface NewDeposit {
  methodCode: string;
  channel: DepositChannel;
  /** In cents. */
  cents: number;
  promotionId: string | null;
  /** The payer's name, where the channel asks it. */
  name: string;
}

export interface PlacedDeposit {
  step: PaymentStep;
  methodCode: string;
  vendorName: string;
  amount: number;
  answer: DepositAnswer;
}

/**
 * The order's body as the QA scripts and the br8bet PIX script send it (60813684087 @~2,400; 60839717125
 * @~4,200; 20140464786 @1,397): the channel's own codes, the amount in reais as text, the device id. The
 * token travels in the header only.
 */
export function depositBody(deposit: NewDeposit, username: string): Record<string, string | number> {
  const relayKind = relayOf(deposit.methodCode);
  const body: Record<string, string | number> = {
    targetUsername: username,
    amount: String(deposit.cents / 100),
    bankCode: deposit.channel.bankCode,
    bankType: deposit.channel.bankType,
    vendorId: deposit.channel.vendorId,
    mcsBankCode: deposit.channel.mcsBankCode,
    deviceId: loginDeviceId(),
  };
  if (relayKind?.qrOnly) body.showQrImageOnly = 1;
  if (deposit.promotionId) body.promotionId = deposit.promotionId;
  const name = deposit.name.trim();
  if (name) {
    if (relayKind?.step === 'transfer') body.payeeName = name;
    else body.nickname = name;
  }
  return body;
}

/**
 * Places the order on its method's relay. The deposits, the account record and the limits' use are read
 * again when next shown: the order counts against the deposit limits at once, paid or not.
 */
export function usePlaceDeposit(): (deposit: NewDeposit) => Promise<PlacedDeposit> {
  const username = useSessionStore((s) => s.identity?.account ?? '');
  const queryClient = useQueryClient();
  return useCallback(
    async (deposit) => {
      const relayKind = relayOf(deposit.methodCode);
      if (!relayKind) throw new Error(`No relay for ${deposit.methodCode}`);
      const answer = await request(relayKind.endpoint, { data: depositBody(deposit, username) });
      void queryClient.invalidateQueries({ queryKey: [...depositKey, 'records'] });
      void queryClient.invalidateQueries({ queryKey: recordsKey });
      void queryClient.invalidateQueries({ queryKey: saferGamblingKey });
      return {
        step: relayKind.step,
        methodCode: deposit.methodCode,
        vendorName: deposit.channel.vendorName,
        amount: deposit.cents / 100,
        answer,
      };
    },
    [queryClient, username],
  );
}

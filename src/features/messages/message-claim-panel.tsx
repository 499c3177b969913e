import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { CentreLink } from '@/components/centre-layout/centre-link';
import { useMemberScope } from '@/core/account-scope';
import { sendClaimIssuedPromotion } from '@/core/api/claim-issued-promotion';
import { useMoneyFormat } from '@/core/money-format';
import { useRefreshMoney } from '@/core/money-keys';
import { claimFailureText, claimNeedsDetail } from '@/core/reward-claim-refusal';
import { useExclusiveAction } from '@/lib/pending-action';
import { claimStatusQuery, useClaimStatus, type ClaimState, type MessageClaim } from './message-claim';
import styles from './messages.module.css';

const stateWords = {
  claimable: 'messages_claim_claimable',
  claimed: 'messages_claim_claimed',
  expired: 'messages_claim_expired',
  unavailable: 'messages_claim_unavailable',
} as const satisfies Record<ClaimState, string>;

/**
 * The reward a message carries: what it gives, whether it can still be claimed, and the claim itself through
 * the reward centre's call. A claim refused for a missing detail says which, with My account a click away.
 */
export function MessageClaimPanel({ claim }: { claim: MessageClaim }) {
  const { t } = useTranslation();
  const { money } = useMoneyFormat();
  const client = useQueryClient();
  const { scope } = useMemberScope();
  const refreshMoney = useRefreshMoney();
  const status = useClaimStatus(claim);
  const [failure, setFailure] = useState<{ text: string; toAccount: boolean } | null>(null);
  const [claimed, setClaimed] = useState(false);

  const claimIt = useExclusiveAction(async () => {
    setFailure(null);
    try {
      await sendClaimIssuedPromotion({ promotionClaimId: claim.claimId, promotionType: claim.promoType });
      setClaimed(true);
      await Promise.all([refreshMoney(), client.invalidateQueries(claimStatusQuery(scope, claim))]);
    } catch (error) {
      setFailure({ text: claimFailureText(t, error), toAccount: claimNeedsDetail(error) !== null });
      // A claim taken or lapsed meanwhile: its state is read again, so the button says the truth.
      void client.invalidateQueries(claimStatusQuery(scope, claim));
    }
  });

  const gives = [
    claim.bonus !== null ? money(claim.bonus) : null,
    claim.point !== null ? t('messages_claim_points', { count: claim.point }) : null,
    ...claim.tickets,
  ].filter((part): part is string => part !== null && part !== '');

  const state: ClaimState | undefined = claimed ? 'claimed' : status.data?.state;

  return (
    <section className={styles.claim} aria-label={t('messages_claim_label')}>
      <p className={styles.claimTitle}>{claim.title || t('messages_claim_label')}</p>
      {gives.length > 0 ? <p className={styles.claimGives}>{gives.join(' · ')}</p> : null}
      {status.isError && !claimed ? (
        <p className={styles.failure} role="alert">
          {t('messages_claim_status_failed')}{' '}
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void status.refetch()}
            busy={status.isFetching}
          >
            {t('common_retry')}
          </Button>
        </p>
      ) : null}
      {state ? (
        <p className={styles.claimState} role={claimed ? 'status' : undefined}>
          {claimed ? t('messages_claim_done') : t(stateWords[state])}
        </p>
      ) : null}
      {state === 'claimable' ? (
        <Button size="sm" onClick={() => claimIt.run()} busy={claimIt.busy}>
          {t('messages_claim')}
        </Button>
      ) : null}
      {failure ? (
        <div className={styles.failure} role="alert">
          <p>{failure.text}</p>
          {failure.toAccount ? (
            <CentreLink page="securityCenter">{t('reward_claim_go_to_account')}</CentreLink>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}

import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Spinner } from '@/components/spinner/spinner';
import { StatePanel } from '@/components/state-panel/state-panel';
import { useMemberInfo } from '@/core';
import { IdentityCard } from './identity/identity-card';
import { PROFILE_FORM_ID, ProfileCard } from './profile/profile-card';
import { SecurityCard } from './security/security-card';
import { VipCard } from './vip/vip-card';
import centre from '@/components/centre-layout/centre-card.module.css';

/**
 * My account (securityCenter, and profile from the avatar): who the member is, the profile they keep, and
 * the security of the account. Contact details are masked; server text (names) is only ever rendered as text.
 */
export function MyAccountPage() {
  const { t } = useTranslation();
  const info = useMemberInfo();

  if (info.isPending) return <Spinner size="lg" label={t('common_loading')} />;
  if (info.isError) {
    return (
      <StatePanel
        tone="error"
        title={t('centre_details_failed')}
        action={
          <Button size="sm" variant="secondary" onClick={() => void info.refetch()} busy={info.isFetching}>
            {t('common_retry')}
          </Button>
        }
      />
    );
  }

  const member = info.data;
  // The checklist's identity item: the profile's first field still open takes the focus.
  const completeProfile = () =>
    document.querySelector<HTMLElement>(`#${PROFILE_FORM_ID} input:not([readonly])`)?.focus();
  return (
    <div className={centre.stack}>
      <IdentityCard member={member} />
      <VipCard member={member} />
      {/* Keyed by member: another login never sees the previous member's typing. */}
      <ProfileCard key={member.id} member={member} />
      <SecurityCard member={member} onCompleteProfile={completeProfile} />
    </div>
  );
}

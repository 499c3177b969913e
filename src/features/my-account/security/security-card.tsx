import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@/api';
import { useSmsCode } from '@/core/money-form/use-sms-code';
import { openPopup } from '@/lib/popup-store';
import { maskEmail } from './mask';
import { EmailForm } from './email-form';
import { MobileForm } from './mobile-form';
import { SecurityRow } from './security-row';
import { SecurityChecklist } from './security-checklist';
import { WithdrawPasswordForm } from './withdraw-password-form';
import { useHasWithdrawPassword } from './save-withdraw-password';
import centre from '@/components/centre-layout/centre-card.module.css';
import styles from '../my-account.module.css';

type Panel = 'withdraw' | 'mobile' | 'email';

/**
 * The member's security: the security centre's checklist, then login password (its own popup), withdraw
 * password, mobile and e-mail. Each row says where it stands and opens its form below it, one at a time;
 * when a form is done or cancelled the focus goes back to the row's button, and the row says what was done.
 */
export function SecurityCard({
  member,
  onCompleteProfile,
}: {
  member: MemberInfo;
  /** Takes the member to the profile's first field still open (the checklist's identity item). */
  onCompleteProfile: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [open, setOpen] = useState<Panel | null>(null);
  const [notice, setNotice] = useState<{ panel: Panel; text: string } | null>(null);
  const buttons = useRef<Partial<Record<Panel, HTMLButtonElement | null>>>({});
  // Kept here so closing and reopening the mobile form does not allow an early resend.
  const sms = useSmsCode('bindMobile');

  const openPanel = (panel: Panel) => {
    setNotice(null);
    setOpen(panel);
  };
  const toggle = (panel: Panel) => {
    setNotice(null);
    setOpen((current) => (current === panel ? null : panel));
  };
  const close = (panel: Panel, text?: string) => {
    buttons.current[panel]?.focus();
    setOpen(null);
    setNotice(text ? { panel, text } : null);
  };
  const noticeOf = (panel: Panel) => (notice?.panel === panel ? notice.text : null);
  const notSet = t('centre_not_set');
  // The platform's own answer; member info's flag stands in while it is read or where it fails.
  const hasWithdraw = useHasWithdrawPassword().data ?? !!member.hasWithdrawPassword;
  const dialing = member.countryDialingCode ? `+${member.countryDialingCode}` : '';
  const mobileAction = t(member.mobile ? 'account_mobile_change' : 'account_mobile_bind');
  const emailAction = t(member.email ? 'account_email_change' : 'account_email_bind');

  return (
    <section className={centre.card} aria-labelledby="centre-security">
      <h4 id="centre-security" className={centre.cardTitle}>
        {t('centre_security')}
      </h4>
      <SecurityChecklist
        actions={{
          mobileVerified: {
            text: t('account_check_verify'),
            name: t('account_check_verify_mobile'),
            onClick: () => openPanel('mobile'),
          },
          idVerification: {
            text: t('account_check_complete'),
            name: t('account_check_complete_profile'),
            onClick: onCompleteProfile,
          },
        }}
      />
      <ul className={styles.rows}>
        <SecurityRow
          title={t('centre_login_password')}
          hint={t('centre_login_password_hint')}
          action={{
            text: t('centre_change'),
            name: `${t('centre_change')} ${t('centre_login_password')}`,
            onClick: () => openPopup('changePassword', { username: member.account }),
          }}
        />
        <SecurityRow
          ref={(button) => {
            buttons.current.withdraw = button;
          }}
          title={t('account_withdraw_password')}
          hint={t('account_withdraw_password_hint')}
          state={{ text: hasWithdraw ? t('account_set') : notSet, missing: !hasWithdraw }}
          action={{
            text: hasWithdraw ? t('centre_change') : t('account_set_action'),
            name: t(hasWithdraw ? 'account_withdraw_change_title' : 'account_withdraw_set_title'),
            onClick: () => toggle('withdraw'),
          }}
          notice={noticeOf('withdraw')}
          panel={{
            id: `${ids}-withdraw`,
            open: open === 'withdraw',
            content: (
              <WithdrawPasswordForm
                setting={!hasWithdraw}
                onDone={(text) => close('withdraw', text)}
                onCancel={() => close('withdraw')}
              />
            ),
          }}
        />
        <SecurityRow
          ref={(button) => {
            buttons.current.mobile = button;
          }}
          title={t('centre_mobile')}
          hint={t('account_mobile_hint')}
          state={{
            text: member.mobile ? (
              <>
                {dialing ? <span className={styles.dialing}>{dialing}</span> : null}
                {/* Masked by the server ("138****5678"): shown as it comes. */}
                <span>{member.mobile}</span>
                {member.mobileVerified === false ? <span>{t('account_mobile_unverified')}</span> : null}
              </>
            ) : (
              notSet
            ),
            missing: !member.mobile || member.mobileVerified === false,
          }}
          action={{
            text: member.mobile ? t('centre_change') : t('account_bind'),
            name: mobileAction,
            onClick: () => toggle('mobile'),
          }}
          notice={noticeOf('mobile')}
          panel={{
            id: `${ids}-mobile`,
            open: open === 'mobile',
            content: (
              <MobileForm
                title={mobileAction}
                sms={sms}
                onDone={(text) => close('mobile', text)}
                onCancel={() => close('mobile')}
              />
            ),
          }}
        />
        <SecurityRow
          ref={(button) => {
            buttons.current.email = button;
          }}
          title={t('centre_email')}
          hint={t('account_email_hint')}
          state={{ text: member.email ? maskEmail(member.email) : notSet, missing: !member.email }}
          action={{
            text: member.email ? t('centre_change') : t('account_bind'),
            name: emailAction,
            onClick: () => toggle('email'),
          }}
          notice={noticeOf('email')}
          panel={{
            id: `${ids}-email`,
            open: open === 'email',
            content: (
              <EmailForm
                title={emailAction}
                onDone={(text) => close('email', text)}
                onCancel={() => close('email')}
              />
            ),
          }}
        />
      </ul>
    </section>
  );
}

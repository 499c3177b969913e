import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberInfo } from '@/api';
import type { ContactField } from './save-profile';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import { env } from '@/config/env';
import { useRegisterSettings } from '@/core/register-settings';
import type { TranslationKey } from '@/i18n';
import { useKeepMemberInfo } from '../keep-member-info';
import { submitProfile } from './save-profile';
import { profileRules, ruleHint } from './profile-rules';
import { buildProfileSchema, profileChanges, profileValues, type ProfileValues } from './profile-schema';
import { FormOutcome } from '../form-outcome';
import { NicknameForm } from './nickname-form';
import { useAccountForm } from '../account-form';
import { useTranslate } from '@/core/use-translate';
import centre from '@/components/centre-layout/centre-card.module.css';
import styles from '../my-account.module.css';

const messageByCode: Record<string, TranslationKey> = {
  'profile.field.invalid': 'account_profile_invalid',
  'profile.locked': 'account_profile_locked',
};

const contactLabel: Record<ContactField, TranslationKey> = {
  whatsapp: 'account_field_whatsapp',
  telegram: 'account_field_telegram',
  facebook: 'account_field_facebook',
  line: 'account_field_line',
  wechat: 'account_field_wechat',
  qqNum: 'account_field_qqNum',
  zalo: 'account_field_zalo',
};

export const PROFILE_FORM_ID = 'account-profile-form';

/**
 * The member's profile: full name and birthday (KYC: set once, then read-only, as customer service corrects
 * them) and the contact handles the site enables in its register settings. A refusal keeps every value typed.
 */
export function ProfileCard({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const translate = useTranslate();
  const settings = useRegisterSettings();
  const rules = useMemo(() => profileRules(settings.data), [settings.data]);
  const nameLocked = !!member.realName;
  const birthdayLocked = !!member.birthday;
  const schema = useMemo(
    () =>
      buildProfileSchema(rules, translate, {
        minimumAge: env.VITE_MINIMUM_AGE,
        locks: { realName: nameLocked, birthday: birthdayLocked },
      }),
    [rules, translate, nameLocked, birthdayLocked],
  );
  const keepMemberInfo = useKeepMemberInfo();
  const profile = useAccountForm<ProfileValues>({
    schema,
    defaultValues: profileValues(member),
    messages: messageByCode,
    invalidText: t('account_fix_fields'),
    save: async (values) => {
      const locks = { realName: nameLocked, birthday: birthdayLocked };
      const saved = await submitProfile(profileChanges(values, rules, locks));
      keepMemberInfo(() => saved);
      profile.form.reset(profileValues(saved));
      return t('account_profile_saved');
    },
  });
  const { register, formState } = profile.form;
  const { errors } = formState;

  const lockedNote = t('account_locked_note');
  const editable = !nameLocked || !birthdayLocked || rules.contacts.length > 0;

  return (
    <section className={centre.card} aria-labelledby="account-profile">
      <h4 id="account-profile" className={centre.cardTitle}>
        {t('account_profile')}
      </h4>
      <NicknameForm member={member} />
      <form id={PROFILE_FORM_ID} className={styles.profileForm} onSubmit={profile.submit} noValidate>
        <div className={styles.fieldGrid}>
          <TextField
            label={t('account_full_name')}
            autoComplete="name"
            readOnly={nameLocked}
            note={nameLocked ? lockedNote : undefined}
            hint={nameLocked ? undefined : ruleHint(rules.realName, translate)}
            error={errors.realName?.message}
            {...register('realName')}
          />
          <TextField
            label={t('account_birthday')}
            autoComplete="bday"
            inputMode="numeric"
            maxLength={10}
            placeholder={t('account_birthday_placeholder')}
            readOnly={birthdayLocked}
            note={birthdayLocked ? lockedNote : undefined}
            hint={birthdayLocked ? undefined : t('account_birthday_hint', { age: env.VITE_MINIMUM_AGE })}
            error={errors.birthday?.message}
            {...register('birthday')}
          />
          {rules.contacts.map(({ name, rule }) => (
            <TextField
              key={name}
              label={t(contactLabel[name])}
              autoComplete="off"
              inputMode={rule.patternId === 7 ? 'numeric' : undefined}
              hint={ruleHint(rule, translate)}
              error={errors[name]?.message}
              {...register(name)}
            />
          ))}
        </div>
        {editable ? (
          <div className={styles.formFoot}>
            {!nameLocked || !birthdayLocked ? (
              <p className={styles.kycNote}>{t('account_kyc_note')}</p>
            ) : null}
            <Button type="submit" busy={profile.busy}>
              {t('account_save_profile')}
            </Button>
          </div>
        ) : null}
      </form>
      <FormOutcome outcome={profile.outcome} />
    </section>
  );
}

import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import type { MemberInfo } from '@/api';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import type { TranslationKey } from '@/i18n';
import { useKeepMemberInfo } from '../keep-member-info';
import { FormOutcome } from '../form-outcome';
import { useAccountForm } from '../account-form';
import { NICKNAME_PATTERN, submitNickname } from './save-nickname';
import styles from '../my-account.module.css';

const messageByCode: Record<string, TranslationKey> = {
  'nickname.invalid': 'account_nickname_invalid',
};

interface NicknameValues {
  nickname: string;
}

/** The nickname the site shows for the member (the header, the winners board), changed on its own. */
export function NicknameForm({ member }: { member: MemberInfo }) {
  const { t } = useTranslation();
  const keepMemberInfo = useKeepMemberInfo();
  const schema = useMemo(
    () =>
      z.object({
        nickname: z
          .string()
          .check(
            z.trim(),
            z.minLength(1, t('account_nickname_required')),
            z.regex(NICKNAME_PATTERN, t('account_nickname_invalid')),
          ),
      }),
    [t],
  );
  const nickname = useAccountForm<NicknameValues>({
    schema,
    defaultValues: { nickname: member.nickname },
    messages: messageByCode,
    fieldByCode: { 'nickname.invalid': 'nickname' },
    save: async ({ nickname: value }) => {
      const saved = await submitNickname(value);
      keepMemberInfo(() => saved);
      nickname.form.reset({ nickname: saved.nickname });
      return t('account_nickname_saved');
    },
  });
  const { errors } = nickname.form.formState;
  return (
    <form className={styles.profileForm} onSubmit={nickname.submit} noValidate>
      <div className={styles.fieldGrid}>
        <TextField
          label={t('account_nickname')}
          autoComplete="nickname"
          maxLength={20}
          hint={t('account_nickname_hint')}
          error={errors.nickname?.message}
          {...nickname.form.register('nickname')}
        />
      </div>
      <div className={styles.formFoot}>
        <Button type="submit" variant="secondary" busy={nickname.busy}>
          {t('account_save_nickname')}
        </Button>
      </div>
      <FormOutcome outcome={nickname.outcome} />
    </form>
  );
}

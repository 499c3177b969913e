import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '@/i18n';
import type { KeyKind, KeyKindName } from './card-fields';
import styles from '../withdraw.module.css';
import own from './bank-cards.module.css';

/** Our words for the kinds we know; a kind we do not know goes by the template's own label. */
export const kindLabelKey: Partial<Record<KeyKindName, TranslationKey>> = {
  CPF: 'card_kind_cpf',
  PHONE: 'card_kind_phone',
  EMAIL: 'card_kind_email',
  EVP: 'card_kind_evp',
};

interface KeyKindChoiceProps {
  kinds: readonly KeyKind[];
  field: UseFormRegisterReturn<'kind'>;
  error?: string;
}

/** The PIX key's type, as one radio group. */
export function KeyKindChoice({ kinds, field, error }: KeyKindChoiceProps) {
  const { t } = useTranslation();
  const errorId = useId();
  return (
    <fieldset className={own.kinds} aria-describedby={error ? errorId : undefined}>
      <legend className={own.kindsLegend}>{t('card_kind')}</legend>
      {kinds.map((kind) => {
        const key = kindLabelKey[kind.name];
        return (
          <label key={kind.listKey} className={own.kind}>
            <input type="radio" value={kind.listKey} {...field} />
            {key ? t(key) : kind.templateLabel || kind.listKey}
          </label>
        );
      })}
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import styles from '@/components/record-table/records.module.css';
import own from './reports.module.css';

/**
 * The account search: applied when searched (a press of Enter or the button), not on every key, so typing
 * a name asks the server once.
 */
export function AccountSearch({ value, onSearch }: { value: string; onSearch: (account: string) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  return (
    <form className={own.search} role="search" onSubmit={submit}>
      <label className={styles.field}>
        <span className={styles.fieldLabel}>{t('agent_report_account')}</span>
        <input
          type="search"
          className={styles.control}
          value={draft}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => setDraft(event.target.value)}
        />
      </label>
      <Button type="submit" size="md" variant="secondary">
        {t('agent_report_search')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { TextField } from '@/components/field/text-field';
import styles from './team.module.css';

/** A search of the whole team by (part of) an account; Clear goes back to the agent's own downline. */
export function TeamSearch({
  search,
  onSearch,
  onClear,
}: {
  search: string;
  onSearch: (search: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(search);
  return (
    <form
      role="search"
      className={styles.search}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(typed.trim());
      }}
    >
      <TextField
        label={t('agent_team_search')}
        type="search"
        autoComplete="off"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm">
          {t('agent_team_search_submit')}
        </Button>
        {search ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => {
              setTyped('');
              onClear();
            }}
          >
            {t('agent_team_search_clear')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

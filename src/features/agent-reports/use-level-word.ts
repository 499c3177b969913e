import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A member's level below the agent in words: "Direct" for level 1, then "Level 2", "Level 3". */
export function useLevelWord(): (level: number) => string {
  const { t } = useTranslation();
  return useCallback(
    (level: number) => (level === 1 ? t('agent_report_level_direct') : t('agent_report_level_n', { level })),
    [t],
  );
}

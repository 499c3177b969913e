import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPage } from '@/components/lazy-page/lazy-page';
import type { MemberCentrePage } from '@/lib/popup-store';
import { ComingSoon } from './coming-soon';

/** The page each entry shows; an entry without one is not open yet. */
export type CentrePages = Partial<Record<MemberCentrePage, ComponentType>>;

/** The chosen page, or an honest "coming soon" for the entries not open yet. */
export function CentrePage({
  pages,
  page,
  label,
}: {
  pages: CentrePages;
  page: MemberCentrePage;
  label: string;
}) {
  const { t } = useTranslation();
  const Page = pages[page];
  if (!Page) return <ComingSoon page={label} />;
  return (
    <LazyPage resetKey={page} failedTitle={t('centre_page_failed')}>
      <Page />
    </LazyPage>
  );
}

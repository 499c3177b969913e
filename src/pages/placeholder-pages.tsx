import { pageNames } from '@/i18n/page-names';
import { ComingSoonPage } from './coming-soon-page';

/* Pages that later issues build; until then each shows its title and a coming-soon state. */

export function SponsorPage() {
  return <ComingSoonPage titleKey={pageNames.sponsor} icon="SPORTS" />;
}

export function DescriptionPage() {
  return <ComingSoonPage titleKey={pageNames.description} icon="INHOUSE" />;
}

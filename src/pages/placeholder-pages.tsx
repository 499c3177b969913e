import { ComingSoonPage } from './coming-soon-page';

/* Pages that later issues build; until then each shows its title and a coming-soon state. */

export function PromotionsPage() {
  return <ComingSoonPage titleKey="nav_promo" icon="PROMO" />;
}

export function PointMallPage() {
  return <ComingSoonPage titleKey="page_point_mall" icon="PROMO" />;
}

export function SeamlessPage() {
  return <ComingSoonPage titleKey="page_seamless" icon="RNG" />;
}

export function SponsorPage() {
  return <ComingSoonPage titleKey="page_sponsor" icon="SPORTS" />;
}

export function DescriptionPage() {
  return <ComingSoonPage titleKey="page_description" icon="INHOUSE" />;
}

export function DownloadPage() {
  return <ComingSoonPage titleKey="page_download" icon="PVP" />;
}

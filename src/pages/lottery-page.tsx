import { useSearchParams } from 'react-router-dom';
import type { TranslationKey } from '@/i18n';
import { ComingSoonPage } from './coming-soon-page';

const titles: Record<'general' | 'sea' | 'vn', TranslationKey> = {
  general: 'page_lottery',
  sea: 'page_sea_lottery',
  vn: 'page_vn_lottery',
};

/** /lottery (with gameCode), /seaLottery and /vnLottery; the lottery feature fills this in later. */
export function LotteryPage({ variant }: { variant: 'general' | 'sea' | 'vn' }) {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  return <ComingSoonPage titleKey={titles[variant]} icon="LOTT" subtitle={gameCode ?? undefined} />;
}

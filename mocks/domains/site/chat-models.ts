import type { Language } from '../games/game-types';

/** One live chat host of the demo site: who they are, what they talk about, whether they are on now. */
export interface ChatHost {
  modelId: number;
  name: string;
  online: boolean;
  topics: Record<Language, string>;
}

// Two of six are offline, so the popup always shows both kinds.
export const chatHosts: readonly ChatHost[] = [
  {
    modelId: 901,
    name: 'Bianca',
    online: true,
    topics: { EN: 'Slots and jackpots', PT: 'Slots e jackpots' },
  },
  {
    modelId: 902,
    name: 'Larissa',
    online: true,
    topics: { EN: 'Deposits and withdrawals', PT: 'Depósitos e saques' },
  },
  { modelId: 903, name: 'Camila', online: false, topics: { EN: 'Live casino', PT: 'Cassino ao vivo' } },
  { modelId: 904, name: 'Juliana', online: true, topics: { EN: 'Sports betting', PT: 'Apostas esportivas' } },
  {
    modelId: 905,
    name: 'Fernanda',
    online: true,
    topics: { EN: 'Promotions and rewards', PT: 'Promoções e recompensas' },
  },
  { modelId: 906, name: 'Patrícia', online: false, topics: { EN: 'Lottery', PT: 'Loteria' } },
];

export const chatHostById = (modelId: string | null): ChatHost | undefined =>
  chatHosts.find((host) => String(host.modelId) === modelId);

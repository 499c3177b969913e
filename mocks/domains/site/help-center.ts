import type { Language } from '../games/game-types';

export interface HelpTopic {
  tag: string;
  title: string;
  content: string;
}

const topics: Record<Language, HelpTopic[]> = {
  EN: [
    {
      tag: 'deposit',
      title: 'How to deposit',
      content: '<p>Open <b>Deposit</b>, choose PIX and follow the steps.</p>',
    },
    {
      tag: 'withdraw',
      title: 'How to withdraw',
      content: '<p>Withdrawals are processed within 24 hours.</p>',
    },
    {
      tag: 'account',
      title: 'Account security',
      content: '<p>Use a strong password and never share it.</p>',
    },
    {
      tag: 'responsible',
      title: 'Responsible gaming',
      content: '<p>Set limits and play for fun. 18+ only.</p>',
    },
  ],
  PT: [
    {
      tag: 'deposit',
      title: 'Como depositar',
      content: '<p>Abra <b>Depósito</b>, escolha PIX e siga os passos.</p>',
    },
    { tag: 'withdraw', title: 'Como sacar', content: '<p>Os saques são processados em até 24 horas.</p>' },
    {
      tag: 'account',
      title: 'Segurança da conta',
      content: '<p>Use uma senha forte e nunca a compartilhe.</p>',
    },
    {
      tag: 'responsible',
      title: 'Jogo responsável',
      content: '<p>Defina limites e jogue por diversão. Apenas 18+.</p>',
    },
  ],
};

export function helpCenter(language: Language): HelpTopic[] {
  return topics[language];
}

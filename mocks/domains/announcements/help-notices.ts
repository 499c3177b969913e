import type { Language } from '../games/game-types';

/**
 * Help-type announcements (type H): the reference asks for them with the others, but where the bundle
 * carries them is not shown. Ours is `help: [{ id, title, content, startDateStr }]` (**designed**), read by
 * the help centre as its "Latest notices".
 */
export interface HelpNotice {
  id: number;
  title: string;
  content: string;
  startDateStr: string;
}

const notices: Record<Language, HelpNotice[]> = {
  EN: [
    {
      id: 801,
      title: 'PIX deposits now from R$ 10',
      content:
        '<p>The smallest PIX deposit is now R$ 10, and deposits arrive within a minute around the clock.</p>',
      startDateStr: '2026-11-20 09:00:00',
    },
    {
      id: 802,
      title: 'Planned maintenance on Sunday night',
      content:
        '<p>On Sunday between 03:00 and 04:00 (Brasília time) some live tables will be closed for maintenance. Your balance is safe.</p>',
      startDateStr: '2026-11-24 18:00:00',
    },
  ],
  PT: [
    {
      id: 801,
      title: 'Depósitos PIX agora a partir de R$ 10',
      content:
        '<p>O menor depósito PIX agora é R$ 10, e os depósitos chegam em até um minuto, a qualquer hora.</p>',
      startDateStr: '2026-11-20 09:00:00',
    },
    {
      id: 802,
      title: 'Manutenção programada no domingo à noite',
      content:
        '<p>No domingo, entre 03:00 e 04:00 (horário de Brasília), algumas mesas ao vivo ficarão fechadas para manutenção. Seu saldo está seguro.</p>',
      startDateStr: '2026-11-24 18:00:00',
    },
  ],
};

export function helpNotices(language: Language): HelpNotice[] {
  return notices[language];
}

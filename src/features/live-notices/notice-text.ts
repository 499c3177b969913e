import { useTranslation } from 'react-i18next';
import { useMoneyFormat } from '@/core/money-format';
import type { LiveNotice } from '@/lib/live-notices';

/**
 * When an order was asked for, as the server's clock gave it (no time-zone conversion: the records show the
 * same wall-clock times): "14:02" when it was decided the same day, else "1 Nov, 14:02".
 */
export function requestTimeText(requestTime: string, at: string | null, locale: string): string {
  const [day = '', clock = ''] = requestTime.split(' ');
  const time = clock.slice(0, 5);
  if (at !== null && at.slice(0, 10) === day) return time;
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return `${day} ${time}`;
  const dayText = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    date,
  );
  return `${dayText}, ${time}`;
}

/** A notice in the reader's language, as plain text (a message's title is the sender's, never markup). */
export function useNoticeText(): (notice: LiveNotice) => string {
  const { t } = useTranslation();
  const { money, locale } = useMoneyFormat();
  return (notice) => {
    switch (notice.kind) {
      case 'deposit':
      case 'withdrawal': {
        const values = {
          amount: money(notice.amount),
          time: requestTimeText(notice.requestTime, notice.at, locale),
        };
        if (notice.kind === 'withdrawal') {
          return notice.outcome === 'approved'
            ? t('live_notice_withdrawal_approved', values)
            : t('live_notice_withdrawal_rejected', values);
        }
        return notice.outcome === 'credited'
          ? t('live_notice_deposit_credited', values)
          : t('live_notice_deposit_failed', values);
      }
      case 'message':
        return notice.title
          ? t('live_notice_message_titled', { title: notice.title })
          : t('live_notice_message');
      case 'contractOffer':
        return t('live_notice_contract');
    }
  };
}

/** Good news, bad news, or news: the toast's accent. */
export function noticeTone(notice: LiveNotice): 'good' | 'bad' | 'news' {
  if (notice.kind === 'deposit') return notice.outcome === 'credited' ? 'good' : 'bad';
  if (notice.kind === 'withdrawal') return notice.outcome === 'approved' ? 'good' : 'bad';
  return 'news';
}

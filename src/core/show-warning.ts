import { i18n } from '@/i18n';
import { openPopup } from '@/lib/popup-store';

/**
 * The warning popup of the spec: a prompt with the server's message and a single confirm button (an SMS
 * code that cannot be sent, in login and registration alike).
 */
export function showWarning(message: string): void {
  openPopup('confirm', {
    kind: 'info',
    title: i18n.t('in_popup_prompt'),
    message,
    confirmLabel: i18n.t('common_confirm'),
  });
}

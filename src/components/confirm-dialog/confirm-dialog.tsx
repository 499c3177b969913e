import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useExclusiveAction } from '@/lib/pending-action';
import type { PopupPropsByName } from '@/lib/popup-store';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';
import styles from './confirm-dialog.module.css';

/** What the confirm popup is opened with (its words and action, said once in the popup store), and its close. */
export type ConfirmDialogProps = PopupPropsByName['confirm'] & { onClose: () => void };

/**
 * A question with cancel and confirm (the confirm button shows progress while its action runs), or, as
 * kind 'info', a message with a single confirm button.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel,
  kind = 'confirm',
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const messageId = useId();
  // A double click confirms once.
  const confirm = useExclusiveAction(async () => {
    try {
      await onConfirm?.();
    } finally {
      onClose();
    }
  });
  const busy = confirm.busy;

  return (
    <Modal
      title={title}
      onClose={onClose}
      size="sm"
      describedBy={messageId}
      footer={
        <>
          {kind === 'confirm' ? (
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              {cancelLabel ?? t('common_cancel')}
            </Button>
          ) : null}
          <Button onClick={confirm.run} busy={busy}>
            {confirmLabel ?? t('common_confirm')}
          </Button>
        </>
      }
    >
      <p id={messageId} className={styles.message}>
        {message}
      </p>
    </Modal>
  );
}

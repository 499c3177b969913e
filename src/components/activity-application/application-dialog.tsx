import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button/button';
import { Modal } from '@/components/modal/modal';
import type { TranslationKey } from '@/i18n';
import { readAsDataUrl } from '@/lib/picture-file';
import { PictureField, type PictureChoice } from '@/components/picture-field/picture-field';
import styles from './application-dialog.module.css';

/** Product rules: member and agent limits: an application's comment has at most 140 characters and up to 3 pictures. */
export const MAX_COMMENT = 140;
export const MAX_PICTURES = 3;

interface Picture {
  file: File;
  key: number;
}

type Refusal = 'type' | 'size' | 'count';
const refusalKeys: Record<Refusal, TranslationKey> = {
  type: 'application_refused_type',
  size: 'application_refused_size',
  count: 'application_refused_count',
};

export interface ApplicationDialogProps {
  /** The promotion's title. */
  title: string;
  busy: boolean;
  /** Why the last sending failed, if it did. */
  failure: string | null;
  onSend: (application: { comment: string; pictures: File[] }) => void;
  onClose: () => void;
}

/**
 * An activity application: a comment and pictures. The comment is never cut: past 140 characters the
 * counter says how many to remove and sending waits. Each refused file is named with its reason; accepted
 * pictures show a preview and can be removed.
 */
export function ApplicationDialog({ title, busy, failure, onSend, onClose }: ApplicationDialogProps) {
  const { t } = useTranslation();
  const commentId = useId();
  const commentRef = useRef<HTMLTextAreaElement>(null);
  const [comment, setComment] = useState('');
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [refusals, setRefusals] = useState<{ name: string; reason: Refusal }[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const over = comment.length - MAX_COMMENT;

  const nextKey = useRef(0);

  const choose = (choices: PictureChoice[]) => {
    const refused: { name: string; reason: Refusal }[] = [];
    const accepted: Picture[] = [];
    for (const { file, problem } of choices) {
      if (problem) refused.push({ name: file.name, reason: problem });
      else if (pictures.length + accepted.length >= MAX_PICTURES)
        refused.push({ name: file.name, reason: 'count' });
      else accepted.push({ file, key: (nextKey.current += 1) });
    }
    setRefusals(refused);
    setProblem(null);
    if (accepted.length > 0) setPictures((current) => [...current, ...accepted]);
  };

  const remove = (picture: Picture) => setPictures((current) => current.filter((p) => p !== picture));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (over > 0) {
      commentRef.current?.focus();
      return;
    }
    if (comment.trim() === '' && pictures.length === 0) {
      setProblem(t('application_empty'));
      commentRef.current?.focus();
      return;
    }
    setProblem(null);
    onSend({ comment: comment.trim(), pictures: pictures.map((p) => p.file) });
  };

  const counterId = `${commentId}-count`;
  const alert = problem ?? failure;

  return (
    <Modal title={t('application_title', { title })} onClose={onClose}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <div className={styles.field}>
          <label htmlFor={commentId} className={styles.label}>
            {t('application_comment')}
          </label>
          <textarea
            ref={commentRef}
            id={commentId}
            className={styles.comment}
            rows={4}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            aria-invalid={over > 0 || undefined}
            aria-describedby={counterId}
          />
          <p id={counterId} className={over > 0 ? styles.error : styles.hint} aria-live="polite">
            {over > 0
              ? t('application_comment_too_long', { max: MAX_COMMENT, over })
              : t('application_comment_count', { count: comment.length, max: MAX_COMMENT })}
          </p>
        </div>

        <div className={styles.field}>
          <PictureField
            label={t('application_pictures')}
            chooseLabel={t('application_pictures_choose')}
            chosen={
              pictures.length === 0 ? t('application_pictures_none') : `${pictures.length} / ${MAX_PICTURES}`
            }
            message={t('application_pictures_hint')}
            multiple
            onPick={choose}
          />
          <ul className={styles.refusals} aria-live="polite">
            {refusals.map((refusal, index) => (
              <li key={`${refusal.name}-${index}`}>
                {t(refusalKeys[refusal.reason], { name: refusal.name })}
              </li>
            ))}
          </ul>
          {pictures.length > 0 ? (
            <ul className={styles.previews}>
              {pictures.map((picture, index) => (
                <li key={picture.key} className={styles.preview}>
                  <Preview
                    file={picture.file}
                    alt={t('application_picture_alt', { number: index + 1, name: picture.file.name })}
                  />
                  <Button
                    type="button"
                    variant="secondary"
                    size="sm"
                    onClick={() => remove(picture)}
                    aria-label={t('application_picture_remove', { name: picture.file.name })}
                  >
                    {t('application_remove')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>

        {alert ? (
          <p className={styles.failure} role="alert">
            {alert}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('application_cancel')}
          </Button>
          <Button type="submit" busy={busy}>
            {t('application_send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The picture as the member chose it, read in the page (nothing is uploaded before sending). */
function Preview({ file, alt }: { file: File; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    readAsDataUrl(file).then(
      (url) => current && setSrc(url),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [file]);
  // One element from the start: the preview someone found (a person's focus, a test) stays the same node.
  return <img src={src ?? undefined} alt={alt} className={src ? undefined : styles.previewPending} />;
}

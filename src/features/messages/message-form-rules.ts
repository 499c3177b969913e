import * as z from 'zod/mini';
import type { Translate } from '@/core/use-translate';

/** Our design: no source shows the platform's bounds; the mock refuses past the same ones. */
export const MESSAGE_LIMITS = { subjectMax: 100, contentMax: 2000 } as const;

export interface MessageValues {
  recipientType: string;
  subject: string;
  content: string;
}

/** A new message: to whom, a subject and what to say. A reply has its subject and recipient already. */
export function messageSchema(t: Translate, reply: boolean) {
  const { subjectMax, contentMax } = MESSAGE_LIMITS;
  const required = (message: string) => z.refine<string>((v) => v.trim() !== '', message);
  return z.object({
    recipientType: reply ? z.string() : z.string().check(required(t('messages_recipient_required'))),
    subject: reply
      ? z.string()
      : z
          .string()
          .check(
            required(t('messages_subject_required')),
            z.maxLength(subjectMax, t('messages_subject_too_long', { max: subjectMax })),
          ),
    content: z
      .string()
      .check(
        required(t('messages_content_required')),
        z.maxLength(contentMax, t('messages_content_too_long', { max: contentMax })),
      ),
  });
}

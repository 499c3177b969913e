import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { text } from '@/api/schemas/common';
import type { QuestionType } from './feedback-rules';

/**
 * Feedback and complaints. The reference lists the call (link, module id, PUT, no token) but not its fields
 * or answer: `{ questionType, content, contact }` and `{ feedbackId, ticketNo }` are our design
 * (mocks/README.md).
 */
export const sendFeedback = endpoint({
  name: 'sendFeedback',
  link: '/wps/feedback',
  moduleId: 'FEEDBACK3',
  method: 'PUT',
  token: 'none',
  source: 'reference',
  response: z.object({
    feedbackId: z.number(),
    ticketNo: z.nullish(text),
  }),
});

export interface Feedback {
  questionType: QuestionType;
  content: string;
  contact: string;
}

/** Sends it; resolves to the ticket reference the player keeps. */
export async function submitFeedback(feedback: Feedback): Promise<string> {
  const { feedbackId, ticketNo } = await request(sendFeedback, { data: feedback });
  return ticketNo || `#${feedbackId}`;
}

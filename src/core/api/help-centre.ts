import * as z from 'zod/mini';
import { endpoint, request } from '@/api';
import { text } from '@/api/schemas/common';

const question = z.object({
  tag: z.nullish(text),
  question: text,
  answer: text,
});

const category = z.object({
  tag: text,
  title: text,
  questions: z._default(z.array(question), []),
});

/**
 * The help centre: categories of questions and answers. The reference lists the call (link, COMM3, no
 * token) and its params (`{lang, device: "WEB"}`, re-read on a language change) but reads the answer in an
 * external library: the list of `{ tag, title, questions: [{ tag?, question, answer (HTML) }] }` is our
 * design (mocks/README.md).
 */
export const helpCentre = endpoint({
  name: 'helpCentre',
  link: '/wps/system/helpCenter',
  moduleId: 'COMM3',
  method: 'GET',
  token: 'none',
  source: 'reference',
  response: z.array(category),
});

export type HelpCategory = z.infer<typeof category>;

export const fetchHelpCentre = (lang: string, signal?: AbortSignal) =>
  request(helpCentre, { params: { lang, device: 'WEB' }, signal });

import type { HelpCategory } from '@/core/help-centre';

export interface HelpQuestion {
  /** Unique in the help centre: its place, since the server's question tags are optional. */
  key: string;
  tag?: string;
  question: string;
  /** Back-office HTML: sanitized where it is drawn. */
  answer: string;
}

export interface HelpTopic {
  tag: string;
  title: string;
  questions: HelpQuestion[];
}

/** A help-type announcement (H): one more answer under the latest notices. */
export interface HelpNotice {
  id: string;
  title: string;
  content: string;
}

/** The tag of the latest notices' topic (the help-type announcements), which the back office cannot reuse. */
export const NOTICES_TAG = 'notices';

/**
 * The help centre's topics: the server's categories in its order (empty ones left out), then the help-type
 * announcements as the latest notices.
 */
export function helpTopics(
  categories: readonly HelpCategory[],
  notices: readonly HelpNotice[],
  noticesTitle: string,
): HelpTopic[] {
  const topics: HelpTopic[] = categories
    .filter((c) => c.tag !== '' && c.tag !== NOTICES_TAG && c.questions.length > 0)
    .map((c, ci) => ({
      tag: c.tag,
      title: c.title,
      questions: c.questions.map((q, qi) => ({
        key: `${ci}.${qi}`,
        ...(q.tag ? { tag: q.tag } : {}),
        question: q.question,
        answer: q.answer,
      })),
    }));
  if (notices.length > 0) {
    topics.push({
      tag: NOTICES_TAG,
      title: noticesTitle,
      questions: notices.map((n) => ({ key: `n.${n.id}`, question: n.title, answer: n.content })),
    });
  }
  return topics;
}

/** Where `/help#tag` leads: a topic, or a question and its topic; null when nothing carries the tag. */
export function findTag(
  topics: readonly HelpTopic[],
  tag: string | undefined,
): { topic: string; question?: string } | null {
  if (!tag) return null;
  const wanted = tag.toLowerCase();
  const topic = topics.find((t) => t.tag.toLowerCase() === wanted);
  if (topic) return { topic: topic.tag };
  for (const t of topics) {
    const question = t.questions.find((q) => q.tag?.toLowerCase() === wanted);
    if (question) return { topic: t.tag, question: question.key };
  }
  return null;
}

/** Text without markup, accents or case, so "saque" finds "Saque" and "deposito" finds "depósito". */
export function searchable(text: string): string {
  return text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const searchWords = (query: string) => searchable(query).split(/\s+/).filter(Boolean);

/** Whether what was typed is a search yet: two characters at least (one letter is in every answer). */
export function isSearch(query: string): boolean {
  return searchWords(query).join('').length >= 2;
}

export interface HelpMatch {
  topic: HelpTopic;
  question: HelpQuestion;
}

/**
 * The questions whose question, answer or topic holds every word typed, those matching in the question
 * first; nothing until `isSearch`.
 */
export function searchHelp(topics: readonly HelpTopic[], query: string): HelpMatch[] {
  if (!isSearch(query)) return [];
  const words = searchWords(query);
  const inQuestion: HelpMatch[] = [];
  const elsewhere: HelpMatch[] = [];
  for (const topic of topics) {
    for (const question of topic.questions) {
      const title = searchable(question.question);
      const all = `${title} ${searchable(question.answer)} ${searchable(topic.title)}`;
      if (!words.every((w) => all.includes(w))) continue;
      (words.every((w) => title.includes(w)) ? inQuestion : elsewhere).push({ topic, question });
    }
  }
  return [...inQuestion, ...elsewhere];
}

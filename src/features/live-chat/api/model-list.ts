import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { flag, id, listAnswer, text } from '@/api/schemas/common';
import { currentLanguage, type ShippedLanguage } from '@/i18n';

const chatModel = z.object({
  modelId: id,
  name: text,
  /** A picture path on the image hosts (or an absolute address on one of them); empty for none. */
  avatarUrl: text,
  online: z._default(flag, false),
  /** What the host talks about, in the language asked for; empty for nothing. */
  topic: text,
});
export type ChatModel = z.infer<typeof chatModel>;

/**
 * The live chat's hosts (the live models). The reference lists the call (GET, CBS3, public, its params passed
 * through) and only logs the answer: `{ list[]: { modelId, name, avatarUrl, online, topic } }` asked with
 * `{ language }` is our design (mocks/README.md).
 */
export const modelList = endpoint({
  name: 'modelList',
  link: relay('CBS_modelList'),
  moduleId: 'CBS3',
  method: 'GET',
  token: 'none',
  source: 'reference',
  response: listAnswer(chatModel),
});

/** The hosts, those online first (in the server's order otherwise); a host without a name is left out. */
export function fetchModels(language: ShippedLanguage, signal?: AbortSignal): Promise<ChatModel[]> {
  return request(modelList, { params: { language }, signal }).then(({ list }) =>
    list.filter((model) => model.name.trim() !== '').sort((a, b) => Number(b.online) - Number(a.online)),
  );
}

/** Who is online changes by the minute: kept briefly, and asked again when the popup opens anew. */
export function modelListQuery(language: ShippedLanguage) {
  return queryOptions({
    queryKey: ['liveChat', 'models', language] as const,
    queryFn: ({ signal }) => fetchModels(language, signal),
    staleTime: 30_000,
  });
}

export function useChatModels() {
  return useQuery(modelListQuery(currentLanguage()));
}

import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { currentLanguage } from '@/i18n';
import { isHttpUrl } from '@/lib/safe-url';

/**
 * Opens a chat: the address of the chat room, with one host (`modelId`) or with whoever is on duty (none).
 * The reference lists the call (GET, CBS3, public, params passed through) and reads `value.chatUrl`; the
 * params `{ modelId?, language }` are our design (mocks/README.md). Only an http(s) address is ever used:
 * anything else (javascript:, data:, nothing) is a malformed answer.
 */
export const launchChat = endpoint({
  name: 'launchChat',
  link: relay('CBS_launchChat'),
  moduleId: 'CBS3',
  method: 'GET',
  token: 'none',
  source: 'reference',
  response: z.object({
    chatUrl: z.string().check(z.refine(isHttpUrl, 'chatUrl must be an http(s) address')),
  }),
});

/** The chat room's address for a host, or for the desk on duty when no host is named. */
export function fetchChatUrl(modelId?: string): Promise<string> {
  const params = modelId ? { modelId, language: currentLanguage() } : { language: currentLanguage() };
  return request(launchChat, { params }).then((answer) => answer.chatUrl);
}

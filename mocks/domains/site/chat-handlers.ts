import { launchChat } from '@/features/live-chat/api/launch-chat';
import { modelList } from '@/features/live-chat/api/model-list';
import { callGroup, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { chatHostById, chatHosts } from './chat-models';

// The live chat, while the CBS3 flag is on. Designed answers (the reference only logs the model list):
// { list[]: { modelId, name, avatarUrl, online, topic } } and { chatUrl }.
export const chatHandlers = callGroup(
  handle(
    modelList,
    ({ language }) => ({
      list: chatHosts.map(({ modelId, name, online, topics }) => ({
        modelId,
        name,
        avatarUrl: `/avatar/${modelId}.svg`,
        online,
        topic: topics[language],
      })),
    }),
    { flag: 'CBS3' },
  ),
  // The demo chat page of the mock CDN, or of the scenario's `chatHost` (a host the portal may not frame).
  handle(
    launchChat,
    ({ state, query, origin }) => {
      const modelId = query.get('modelId');
      const host = modelId ? chatHostById(modelId) : undefined;
      if (modelId && !host) throw badRequest('chat.model.unknown', 'No such host');
      if (host && !host.online) throw badRequest('chat.model.offline', `${host.name} is offline`);
      const chat = new URLSearchParams({ desk: 'live', ...(host ? { model: String(host.modelId) } : {}) });
      return { chatUrl: `${state.scenario.chatHost ?? `${origin}/__cdn`}/launch/chat?${chat}` };
    },
    { flag: 'CBS3' },
  ),
);

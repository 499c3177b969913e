import { endpoint, relay, request } from '@/api';
import { messagesRead } from './read-message';

/** Marks the whole inbox read: our design (mocks/README.md, Messages). */
export const readAllMessages = endpoint({
  name: 'readAllMessages',
  link: relay('CSP_readAllMessages'),
  moduleId: 'COMM3',
  method: 'POST',
  token: 'required',
  source: 'ours',
  response: messagesRead,
});

export function markAllMessagesRead() {
  return request(readAllMessages);
}

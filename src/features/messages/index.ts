/*
 * Messages: the member's inbox. The member centre loads the page by path, as its own chunk
 * (src/app/popups/member-centre.tsx); the mock answers the endpoint modules by path. The unread counts the
 * centre's menu shows are core's (src/core/unread-counts.ts): other entries have badges too.
 */
export { messagesQuery } from './messages';

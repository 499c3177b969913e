/*
 * Messages: the member's inbox and outbox (spec 5, 2.6). The member centre loads the page by path, as its own
 * chunk (src/app/popups/member-centre.tsx); the mock answers the endpoint modules by path. The unread count the
 * menu and the bell show is core's (src/core/unread-counts.ts).
 */
export { messagesQuery } from './inbox';

// Where the mock backend still looks for this endpoint; it lives in core now (decision 030).
export { unreadCount } from '@/core/api/unread-count';

import { ComingSoon } from '../coming-soon';

// Placeholder until its page is built (issue 11).
export function MessagesPage() {
  return <ComingSoon page="Messages" />;
}

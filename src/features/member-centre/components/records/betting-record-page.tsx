import { ComingSoon } from '../coming-soon';

// Placeholder until its page is built (issue 10).
export function BettingRecordPage() {
  return <ComingSoon page="BettingRecordPage" />;
}

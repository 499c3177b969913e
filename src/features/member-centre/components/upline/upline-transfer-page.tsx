import { ComingSoon } from '../coming-soon';

// Placeholder until its page is built (issue 10).
export function UplineTransferPage() {
  return <ComingSoon page="UplineTransferPage" />;
}

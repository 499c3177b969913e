import { Suspense } from 'react';
import { ErrorBoundary } from '@/components/error-boundary/error-boundary';
import { lazyWithRetry } from '@/lib/lazy-with-retry';

// The link's code carries the DES decryption of the customer-service path (crypto-js): the status pages
// are part of the first visit, so it comes only when one of them is shown. If it cannot come, the page
// stands without the button.
const CustomerServiceLink = lazyWithRetry(() => import('./customer-service-link'), 'CustomerServiceLink');

/** The status pages' customer-service button, once its code has arrived. */
export function CustomerServiceButton() {
  return (
    <ErrorBoundary fallback={() => null}>
      <Suspense fallback={null}>
        <CustomerServiceLink />
      </Suspense>
    </ErrorBoundary>
  );
}

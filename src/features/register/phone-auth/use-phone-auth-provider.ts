import { useEffect, useState } from 'react';
import type { PhoneAuthProvider } from './provider';
import { loadPhoneAuthProvider, phoneAuthConfigured } from './select-provider';

/** The configured third-party phone provider once loaded; null when none is configured. */
export function usePhoneAuthProvider(): PhoneAuthProvider | null {
  const [provider, setProvider] = useState<PhoneAuthProvider | null>(null);
  useEffect(() => {
    if (!phoneAuthConfigured()) return;
    let live = true;
    void loadPhoneAuthProvider().then((loaded) => {
      if (live) setProvider(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return provider;
}

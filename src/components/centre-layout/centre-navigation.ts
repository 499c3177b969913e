import { createContext, useContext } from 'react';
import type { MemberCentrePage } from '@/lib/popup-store';

/**
 * Switches the centre to another of its pages, from inside a page (Withdraw sends the member to My wallet,
 * say). The centre layout provides it; outside a centre it does nothing. It lives here, not in the centre,
 * because the pages are features of their own and may not import the centre (decision 030).
 */
export const CentreNavigation = createContext<(page: MemberCentrePage) => void>(() => undefined);

export const useGoToCentrePage = () => useContext(CentreNavigation);

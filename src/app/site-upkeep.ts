import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { followMemberInfo } from '@/core';
import { useAfterPaintServices } from './after-paint/use-after-paint-services';

/**
 * What runs while the site is open for visits (not behind the maintenance or region pages): the session's
 * identity follows member info, and the after-paint services start.
 */
export function SiteUpkeep() {
  const queryClient = useQueryClient();
  useEffect(() => followMemberInfo(queryClient), [queryClient]);
  useAfterPaintServices();
  return null;
}

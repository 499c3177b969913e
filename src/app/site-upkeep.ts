import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { followMemberInfo } from '@/core';
import { useAfterPaintServices } from './after-paint/use-after-paint-services';
import { useGameNavigation } from './game-navigation';

/**
 * What runs while the site is open for visits (not behind the maintenance or region pages): the session's
 * identity follows member info, a seamless game's start goes through the router, and the after-paint
 * services start.
 */
export function SiteUpkeep() {
  const queryClient = useQueryClient();
  useEffect(() => followMemberInfo(queryClient), [queryClient]);
  useGameNavigation();
  useAfterPaintServices();
  return null;
}

import { useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { text } from '@/api/schemas/common';
import { centreKey, useMemberScope } from '@/core/account-scope';

/**
 * The member's picture as the member centre asks for it (spec 5, 2.8: live `{"avatar":"0","avatarType":
 * "STATIC"}`, 70779503151 @~3,100; its getNewHeadIcon, 70542479384 @~466,500), no module id. A STATIC
 * avatar is a number naming one of the built-in pictures; any other type carrying a path is a picture on
 * the image hosts (our design: no source shows one).
 */
export const playerAvatar = endpoint({
  name: 'playerAvatar',
  link: relay('MCSFE_getPlayerAvatar'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70779503151 @~3,100; 70542479384 @~466,500',
  response: z.catch(
    z.pipe(
      z.nullish(z.object({ avatar: text, avatarType: text })),
      z.transform((v) => (v ? { avatar: v.avatar.trim(), avatarType: v.avatarType.toUpperCase() } : null)),
    ),
    null,
  ),
});
export type PlayerAvatar = z.infer<typeof playerAvatar.response>;

export function usePlayerAvatar() {
  const { scope, member, trial } = useMemberScope();
  return useQuery({
    queryKey: [...centreKey, 'avatar', scope] as const,
    queryFn: ({ signal }) => request(playerAvatar, { signal }),
    enabled: member && !trial,
    staleTime: Infinity,
    // Without it the initial stands in: nothing to retry or report.
    retry: false,
  });
}

/** What to draw: a built-in picture by its number, a picture's path, or nothing (the initial). */
export function avatarPicture(answer: PlayerAvatar): { builtIn: number } | { path: string } | null {
  if (!answer || answer.avatar === '') return null;
  if (answer.avatarType === 'STATIC' || answer.avatarType === '') {
    return /^\d{1,4}$/.test(answer.avatar) ? { builtIn: Number(answer.avatar) } : null;
  }
  return { path: answer.avatar };
}

import * as z from 'zod/mini';
import { endpoint, relay, request } from '@/api';
import { figure, flag, tolerantList } from '@/api/schemas/common';

/** The channels the member centre knows; another name the server sends is left out. */
export const INVITE_PLATFORMS = ['FACEBOOK', 'TELEGRAM', 'X', 'WHATSAPP', 'LINE', 'THREADS', 'SMS'] as const;
export type InvitePlatform = (typeof INVITE_PLATFORMS)[number];

const isPlatform = (name: string): name is InvitePlatform =>
  (INVITE_PLATFORMS as readonly string[]).includes(name);

const displayConfig = z.object({
  invitePlatform: z.string(),
  inviteDisplayEnabled: z.optional(z.union([z.string(), z.boolean(), z.number(), z.null()])),
  inviteSequence: z._default(figure, 0),
});

/**
 * Where the invite link may be shared: `value.inviteUrlDisplayConfigs[{invitePlatform, inviteDisplayEnabled
 * "Y", inviteSequence}]` (spec 5, 70542479384 @~884,000). The screen gets the enabled ones in sequence.
 */
export const inviteChannels = endpoint({
  name: 'inviteChannels',
  link: relay('PROMOFE_getInviteUrlDisplayDetail'),
  moduleId: null,
  method: 'GET',
  token: 'required',
  source: 'platform',
  evidence: '70542479384 @~884,000',
  response: z.pipe(
    z.object({ inviteUrlDisplayConfigs: tolerantList(displayConfig) }),
    z.transform(({ inviteUrlDisplayConfigs }) =>
      inviteUrlDisplayConfigs
        .filter((config) => {
          const on = config.inviteDisplayEnabled;
          return on === 'Y' || on === 'y' || flag.safeParse(on).data === true;
        })
        .map((config) => ({ ...config, invitePlatform: config.invitePlatform.toUpperCase() }))
        .filter((config) => isPlatform(config.invitePlatform))
        .sort((a, b) => a.inviteSequence - b.inviteSequence)
        .map((config) => config.invitePlatform as InvitePlatform)
        .filter((name, at, all) => all.indexOf(name) === at),
    ),
  ),
});

export function fetchInviteChannels(signal?: AbortSignal) {
  return request(inviteChannels, { signal });
}

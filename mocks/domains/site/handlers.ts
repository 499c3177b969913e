import { rsaKey } from '@/api/rsa-key';
import { countryCodes } from '@/core/api/country-codes';
import { registerSettings } from '@/core/api/register-settings';
import { systemStatus } from '@/core/api/system-status';
import { captcha } from '@/core/api/captcha';
import { helpCentre } from '@/core/api/help-centre';
import { affiliate } from '@/features/register/api/check-affiliate';
import { captchaPngBase64 } from '../cdn/captcha-png';
import { callGroup, defineCall, handle } from '../../protocol/define-call';
import { badRequest } from '../../protocol/mock-failure';
import { field } from '../../protocol/read-body';
import { rsaModulusHex } from '../../protocol/rsa-key';
import { helpCenter } from './help-center';
import { defaultRegisterRules } from '../register/register-rules';
import { findMemberByAffiliateCode } from '../members/member-lookup';
import { mirrorDomains, siteStatus } from './site';
import { randomDigits } from '../../shared/prng';

/** The countries the forms offer, in their order: code, the server's name and dialing code. */
const countries: readonly (readonly [string, string, string])[] = [
  ['BR', 'Brasil', '55'],
  ['PT', 'Portugal', '351'],
  ['US', 'United States', '1'],
  ['AR', 'Argentina', '54'],
  ['MX', 'México', '52'],
  ['PH', 'Philippines', '63'],
];

export const systemHandlers = callGroup(
  handle(systemStatus, ({ state, origin }) => siteStatus(state, origin)),
  handle(registerSettings, () => defaultRegisterRules()),
  // The country list (spec 5 2.2 names the call, not its items: the item fields are **designed**).
  handle(countryCodes, () =>
    countries.map(([countryCode, countryName, countryDialingCode]) => ({
      countryCode,
      countryName,
      countryDialingCode,
    })),
  ),
  // No endpoint calls this one yet: answered by path.
  defineCall({ methods: ['get'], path: '/wps/system/domainRoute' }, () => [...mirrorDomains]),
  handle(helpCentre, ({ language }) => helpCenter(language)),
  // The bare modulus as text, as every real client reads it (spec 5, 2.1); the client also reads an envelope.
  handle(rsaKey, () => new Response(rsaModulusHex, { headers: { 'Content-Type': 'text/plain' } })),
  handle(
    captcha,
    ({ state }) => {
      state.captchaAnswer = randomDigits(state.rng, 4);
      return captchaPngBase64(state.captchaAnswer, state.rng);
    },
    { flag: 'CAPTCHA3' },
  ),
  // Affiliate (invitation) codes are the agents' codes; the reference asks with {code, domain} as query
  // parameters, and `code` is still read from a POST body.
  handle(
    affiliate,
    ({ state, query, body }) => {
      const code = (query.get('code') ?? field(body, 'code')).trim();
      const agent = findMemberByAffiliateCode(state.members, code);
      if (!agent) throw badRequest('affiliate.code.invalid', 'Invalid invitation code');
      return { valid: true, code: agent.affiliateCode, agentNickname: agent.nickname };
    },
    { alsoMethods: ['post'] },
  ),
);

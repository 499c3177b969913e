/*
 * Referral: Invite friends, the member's invite link and code, the friends invited, the rules and the share
 * channels. Nothing here is used from outside yet: the member centre loads the page by path, as its own
 * chunk (src/app/popups/member-centre.tsx); its details endpoint is core's (src/core/api/referral-details.ts),
 * which the agent centre reads too.
 */
export {};

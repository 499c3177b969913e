/*
 * Referral: Invite friends, the member's code and link, the friends invited and what they earned. Nothing
 * here is used from outside yet: the member centre loads the page by path, as its own chunk
 * (src/app/popups/member-centre.tsx); its endpoint is core's (src/core/api/referral-info.ts), which the
 * agent centre reads too.
 */
export {};

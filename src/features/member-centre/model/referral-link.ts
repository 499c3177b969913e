// Shared with the agent centre's sign-up link: the logic lives in src/lib.
export { referralLink } from '@/lib/referral-link';

/*
 * Registration (product rules: registration). The popup is loaded lazily by the popup registry
 * (src/app/popup-registry.ts, name 'register'); the app may call captureReferralCodes() at start-up so an
 * invitation code in any landing address is kept for a later registration.
 */
export { captureReferralCodes } from './model/referral';

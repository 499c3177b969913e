/*
 * My account (securityCenter, and profile from the avatar): who the member is, the profile they keep and the
 * account's security. Its page is the one the member centre opens on, so it comes with the centre's chunk
 * (src/app/popups/member-centre.tsx) rather than by path; the mock answers the endpoint modules by path.
 */
export { MyAccountPage } from './my-account-page';
export { maskEmail } from './security/mask';

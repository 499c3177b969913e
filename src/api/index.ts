export { request, configureClient, type RequestOptions, type ClientHooks } from './client';
export {
  ApiError,
  isApiError,
  errorMessageKey,
  sameCode,
  hasCode,
  byCode,
  type ApiErrorKind,
} from './api-error';
export type { RegisterFieldRule } from './schemas/system';
export type { MemberInfo, Balance, BalanceLine, WalletKind } from './schemas/member';
export type { LoginResult } from './schemas/session';
export type { Game, VendorCard, VendorLane } from './schemas/games';
export type { AnnouncementBundle } from './schemas/announcements';
export { serverNow } from './server-clock';
export {
  endpoint,
  relay,
  renamedRelay,
  type FamilyName,
  type RelayFamily,
  type Endpoint,
  type AnswerOf,
  type Source,
  type TokenUse,
  type Method,
} from './endpoint';
export { rsaKey } from './rsa-key';

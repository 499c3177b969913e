import * as z from 'zod/mini';
import { memberInfo, smsCodeSent } from './member';

/*
 * My account's profile and security calls. The specification names the fields (spec 1 section 3) but not
 * the calls: these are our design, documented in mocks/README.md ("My account").
 */

/** The profile calls answer the member info as GET /wps/member/info gives it, so one cache entry follows. */
export const profileSaved = memberInfo;

/** The SMS code for a mobile to bind: its lifetime, as the other SMS calls answer it. */
export const bindCodeSent = smsCodeSent;

/** The withdraw password call answers true; nothing else is read. */
export const withdrawPasswordSaved = z.unknown();

/** Contact handles the profile may keep; the site shows those its register settings enable. */
export const contactFields = ['whatsapp', 'telegram', 'facebook', 'line', 'wechat', 'qqNum', 'zalo'] as const;
export type ContactField = (typeof contactFields)[number];

/** PUT /wps/member/info: the fields sent change; a contact handle sent empty is cleared. */
export type ProfileChanges = Partial<Record<'realName' | 'birthday' | ContactField, string>>;

/** POST /wps/member/password/withdraw (E): the login password sets the first one, the old one changes it. */
export interface WithdrawPasswordChange {
  loginPassword?: string;
  oldWithdrawPassword?: string;
  newWithdrawPassword: string;
  confirmNewWithdrawPassword: string;
}

/** POST /wps/verification/sms/bind, and with the code POST /wps/member/info/mobile. */
export interface MobileToBind {
  countryDialingCode: string;
  mobileNum: string;
}
export interface MobileBinding extends MobileToBind {
  verificationCode: string;
}

/** POST /wps/member/info/email (E). */
export interface EmailBinding {
  email: string;
  loginPassword: string;
}

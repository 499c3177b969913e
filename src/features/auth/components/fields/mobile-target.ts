/** The part of a react-hook-form form with a `mobile` and a `countryCode` field that the get-code button needs. */
export interface MobileForm {
  trigger: (name: 'mobile') => Promise<boolean>;
  getValues: (name: 'mobile' | 'countryCode') => string;
}

/** The get-code button's target: the mobile field is validated first, and nothing is sent when it fails. */
export function mobileTarget(form: MobileForm) {
  return async () =>
    (await form.trigger('mobile'))
      ? { mobile: form.getValues('mobile').trim(), countryDialingCode: form.getValues('countryCode') }
      : null;
}

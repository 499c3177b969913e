import { endpoint } from '@/api';
import { registered } from './registered';

/** Registration from the mobile form (flag MOBILENUMREG3), encrypted (product rules: account calls). */
export const registerByMobile = endpoint({
  name: 'registerByMobile',
  link: '/wps/member/register/mobile',
  moduleId: 'COMM3',
  method: 'PUT',
  token: 'none',
  encrypted: true,
  source: 'reference',
  response: registered,
});

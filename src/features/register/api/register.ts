import { endpoint } from '@/api';
import { registered } from './registered';

/** Registration from the username form (flag USERNAMEREG3), encrypted (product rules: account calls). */
export const register = endpoint({
  name: 'register',
  link: '/wps/member/register',
  moduleId: 'REG3',
  method: 'PUT',
  token: 'none',
  encrypted: true,
  source: 'reference',
  response: registered,
});

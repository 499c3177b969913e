import * as z from 'zod/mini';
import { sendLogin } from '@/core/api/login';
import type { TranslationKey } from '@/i18n';
import { loginDeviceId } from '@/lib/device-id';

const required = (key: TranslationKey) => z.minLength(1, key);

/**
 * What the agent login form sends (product rules: logging in): username and password, and the captcha once
 * the server has asked for one. Messages are translation keys, translated where they are shown, so they
 * follow a change of language.
 */
export function agentLoginSchema(captchaShown: boolean) {
  return z.object({
    username: z.string().check(z.trim(), required('agent_login_required')),
    // A password is sent as typed: spaces may be part of it.
    password: z.string().check(required('agent_login_required')),
    captcha: captchaShown
      ? z.string().check(z.trim(), required('agent_login_captcha_required'))
      : z.string().check(z.trim()),
  });
}

export type AgentLoginInput = z.output<ReturnType<typeof agentLoginSchema>>;

/** The agent-page login: the ordinary encrypted username login; who may pass is decided after it. */
export function agentLogin({ username, password, captcha }: AgentLoginInput) {
  return sendLogin({
    username: username.trim(),
    password,
    captcha: captcha.trim(),
    type: 'username',
    loginDeviceId: loginDeviceId(),
  });
}

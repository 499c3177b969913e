import { request } from '@/api';

/** A per-tab id the backend uses to recognise devices. */
function loginDeviceId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2)}`;
}

export interface AgentLoginInput {
  username: string;
  password: string;
  captcha: string;
}

/** The agent-page login: the ordinary encrypted username login; who may pass is decided after it. */
export function agentLogin({ username, password, captcha }: AgentLoginInput) {
  return request('login', {
    data: {
      username: username.trim(),
      password,
      captcha: captcha.trim(),
      type: 'username',
      loginDeviceId: loginDeviceId(),
    },
  });
}

/** A captcha image as a data URL (the backend answers bare base64 PNG). */
export async function fetchCaptcha(signal?: AbortSignal): Promise<string> {
  const image = await request('captcha', { params: { t: Date.now() }, signal });
  return image.startsWith('data:') ? image : `data:image/png;base64,${image}`;
}

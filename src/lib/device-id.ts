/** The browser's device id for this page load, made on first use. */
let deviceId: string | null = null;

/**
 * The protocol's loginDeviceId (a UUID the backend uses to recognise devices), sent with every login and
 * registration: one per page load, so the logins of one visit come from one device.
 */
export function loginDeviceId(): string {
  deviceId ??=
    typeof crypto !== 'undefined' && 'randomUUID' in crypto
      ? crypto.randomUUID()
      : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return deviceId;
}

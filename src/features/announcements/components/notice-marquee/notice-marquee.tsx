// Stub until the announcements feature lands.
export function NoticeMarquee() {
  return null;
}

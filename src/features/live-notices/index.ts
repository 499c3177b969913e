// The live notices' door: the app loads it after the first paint, for a logged-in member only.
export { Toaster } from './toaster';
export { NotificationBell } from './notification-bell';

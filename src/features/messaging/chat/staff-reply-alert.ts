import { deviceSettings, loadDeviceSettings } from '@/lib/device-settings';
import { playCue } from '@/lib/sound-cues';

/** The chat's address, opened by tapping a system notification of a staff reply. */
const CHAT_PATH = '/m/chat';

/** A system notification is shown only for the app in the background, with the player's choice on and the browser's permission. */
export function mayNotify(notificationsOn: boolean, hidden: boolean, permission: NotificationPermission | 'unsupported'): boolean {
  return notificationsOn && hidden && permission === 'granted';
}

/**
 * A new message from support staff: a chime while the app is on screen (when sound is on), a
 * system notification while it is in the background (when notifications are on), so the
 * player comes back to the reply.
 */
export async function alertStaffReply(title: string, body: string): Promise<void> {
  await loadDeviceSettings();
  const hidden = document.visibilityState === 'hidden';
  if (!hidden) return playCue('staffMessage');
  const permission = 'Notification' in window ? Notification.permission : 'unsupported';
  if (!mayNotify(deviceSettings.notifications, hidden, permission)) return;
  const options: NotificationOptions = { body, tag: 'staff-reply', icon: '/icons/icon-192.png', data: { page: CHAT_PATH } };
  // Android browsers show notifications only through the service worker; elsewhere the page may show its own.
  const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration().catch(() => undefined) : undefined;
  if (registration) await registration.showNotification(title, options).catch(() => undefined);
  else new Notification(title, options).onclick = () => window.focus();
}

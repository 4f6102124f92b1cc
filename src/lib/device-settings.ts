import { proxy } from 'valtio';
import { persistStore } from './persist';

/** Sound and notification choices, kept per device (never sent to the platform); games and alerts read them here. */
export const deviceSettings = proxy({ sound: true, notifications: false });

let ready: Promise<unknown> | null = null;
/** Reads the stored choices once, then keeps every change. */
export function loadDeviceSettings(): Promise<unknown> {
  ready ??= persistStore('deviceSettings', deviceSettings, () =>
    import('./stored-state-schemas').then((schemas) => schemas.deviceSettingsSchema),
  );
  return ready;
}

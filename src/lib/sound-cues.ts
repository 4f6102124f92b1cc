import { deviceSettings, loadDeviceSettings } from './device-settings';

/** The app's short sounds: a slot win, a reward or rebate claimed, a new chat message from support staff. */
export type SoundCue = 'win' | 'claim' | 'staffMessage';

let gestureSeen = false;
// Browsers without `navigator.userActivation` learn of the player's first tap or key press here.
if (typeof window !== 'undefined') {
  const seen = () => (gestureSeen = true);
  window.addEventListener('pointerdown', seen, { once: true, capture: true });
  window.addEventListener('keydown', seen, { once: true, capture: true });
}

/** Whether the player has tapped or typed on this page yet: before that a page makes no sound. */
function hasUserGesture(): boolean {
  return 'userActivation' in navigator ? navigator.userActivation.hasBeenActive : gestureSeen;
}

/** A cue sounds only when the player's choice on this device is on and the player has already touched the page. */
export function maySound(soundOn: boolean, gestured: boolean): boolean {
  return soundOn && gestured;
}

/**
 * Plays a cue once the stored choice is read. The tones (Web Audio, no files) load on the first
 * cue that may sound, so a player with sound off never downloads them.
 */
export async function playCue(cue: SoundCue): Promise<void> {
  await loadDeviceSettings();
  if (!maySound(deviceSettings.sound, hasUserGesture())) return;
  const { playTones } = await import('./cue-tones');
  playTones(cue);
}

import { set } from 'idb-keyval';
import { afterEach, expect, it } from 'vitest';
import { deviceSettings } from './device-settings';
import { playCue } from './sound-cues';

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'AudioContext');
});

it('reads the choice kept on this device before the first cue: sound turned off earlier stays off after a reload', async () => {
  let opened = 0;
  Object.assign(globalThis, {
    AudioContext: class {
      constructor() {
        opened += 1;
      }
    },
  });
  await set('deviceSettings', { sound: false, notifications: false });
  expect(deviceSettings.sound).toBe(true);
  window.dispatchEvent(new Event('pointerdown'));
  await playCue('win');
  expect(opened).toBe(0);
  expect(deviceSettings.sound).toBe(false);
});

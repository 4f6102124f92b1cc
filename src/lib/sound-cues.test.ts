import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { deviceSettings } from './device-settings';
import { maySound, playCue } from './sound-cues';

/** The browser's Web Audio, as far as the cues use it: records every note started. */
class RecordingAudioContext {
  static opened = 0;
  static notes: number[] = [];
  state = 'running';
  currentTime = 0;
  destination = {};
  constructor() {
    RecordingAudioContext.opened += 1;
  }
  resume() {
    return Promise.resolve();
  }
  createOscillator() {
    const oscillator = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => RecordingAudioContext.notes.push(oscillator.frequency.value),
      stop: () => undefined,
    };
    return oscillator;
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined },
      connect: (node: unknown) => node,
    };
  }
}

const tap = () => window.dispatchEvent(new Event('pointerdown'));

describe('sound cues', () => {
  beforeEach(() => {
    RecordingAudioContext.opened = 0;
    RecordingAudioContext.notes = [];
    Object.assign(globalThis, { AudioContext: RecordingAudioContext });
    deviceSettings.sound = true;
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'AudioContext');
  });

  it('sound only with the choice on and after a tap', () => {
    expect(maySound(true, true)).toBe(true);
    expect(maySound(false, true)).toBe(false);
    expect(maySound(true, false)).toBe(false);
    expect(maySound(false, false)).toBe(false);
  });

  it('stays silent before the player has touched the page, even with sound on', async () => {
    await playCue('win');
    expect(RecordingAudioContext.opened).toBe(0);
    expect(RecordingAudioContext.notes).toEqual([]);
  });

  it('stays silent after a tap when the player turned sound off on this device', async () => {
    tap();
    deviceSettings.sound = false;
    await playCue('claim');
    expect(RecordingAudioContext.opened).toBe(0);
  });

  it('plays the cue once the player has tapped and sound is on', async () => {
    tap();
    await playCue('win');
    expect(RecordingAudioContext.opened).toBe(1);
    // The win's rising run: four notes, each higher than the one before.
    expect(RecordingAudioContext.notes).toHaveLength(4);
    expect([...RecordingAudioContext.notes].sort((a, b) => a - b)).toEqual(RecordingAudioContext.notes);
    await playCue('staffMessage');
    expect(RecordingAudioContext.opened).toBe(1);
    expect(RecordingAudioContext.notes).toHaveLength(6);
  });
});

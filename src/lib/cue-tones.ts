import type { SoundCue } from './sound-cues';

interface Note {
  /** Pitch in hertz. */
  frequency: number;
  /** Start after the cue begins, in seconds. */
  at: number;
  /** Length in seconds. */
  length: number;
}

/** Each cue is a few short notes: a rising run for a win, two bright coins for a claim, a soft two-note chime for support. */
const CUES: Record<SoundCue, { wave: OscillatorType; volume: number; notes: Note[] }> = {
  win: {
    wave: 'triangle',
    volume: 0.22,
    notes: [
      { frequency: 523.25, at: 0, length: 0.09 },
      { frequency: 659.25, at: 0.08, length: 0.09 },
      { frequency: 783.99, at: 0.16, length: 0.09 },
      { frequency: 1046.5, at: 0.24, length: 0.22 },
    ],
  },
  claim: {
    wave: 'square',
    volume: 0.08,
    notes: [
      { frequency: 987.77, at: 0, length: 0.08 },
      { frequency: 1318.51, at: 0.07, length: 0.26 },
    ],
  },
  staffMessage: {
    wave: 'sine',
    volume: 0.25,
    notes: [
      { frequency: 880, at: 0, length: 0.14 },
      { frequency: 659.25, at: 0.13, length: 0.22 },
    ],
  },
};

let context: AudioContext | null = null;

/** Plays a cue's notes on one audio context kept for the page (browsers limit how many a page may open). */
export function playTones(cue: SoundCue): void {
  if (typeof AudioContext === 'undefined') return;
  context ??= new AudioContext();
  const audio = context;
  if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
  const { wave, volume, notes } = CUES[cue];
  const start = audio.currentTime + 0.01;
  for (const note of notes) {
    const oscillator = audio.createOscillator();
    const gain = audio.createGain();
    oscillator.type = wave;
    oscillator.frequency.value = note.frequency;
    const begin = start + note.at;
    const end = begin + note.length;
    // A quick rise and a fall to near silence: no clicks at either end.
    gain.gain.setValueAtTime(0.0001, begin);
    gain.gain.exponentialRampToValueAtTime(volume, begin + 0.01);
    gain.gain.exponentialRampToValueAtTime(0.0001, end);
    oscillator.connect(gain).connect(audio.destination);
    oscillator.start(begin);
    oscillator.stop(end + 0.02);
  }
}

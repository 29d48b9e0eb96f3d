import type { SoundEffectType } from './sound-keywords';

/** Effects sit well under the voice: the narration plays at full volume, these at about a seventh of it. */
export const EFFECT_GAIN = 0.15;

type Voice = (audio: AudioContext, out: AudioNode, at: number) => void;

/** A note with a soft attack and an exponential fade, the building block of the gentler effects. */
function note(
  audio: AudioContext,
  out: AudioNode,
  {
    at,
    freq,
    length,
    type = 'sine',
    peak = 1,
    attack = 0.01,
  }: {
    at: number;
    freq: number;
    length: number;
    type?: OscillatorType;
    peak?: number;
    attack?: number;
  },
) {
  const osc = audio.createOscillator();
  const gain = audio.createGain();
  osc.type = type;
  osc.frequency.setValueAtTime(freq, at);
  gain.gain.setValueAtTime(0.0001, at);
  gain.gain.exponentialRampToValueAtTime(peak, at + attack);
  gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
  osc.connect(gain).connect(out);
  osc.start(at);
  osc.stop(at + length + 0.05);
}

/** Half a second of soft noise, for the whoosh. */
function noiseBuffer(audio: AudioContext): AudioBuffer {
  const length = Math.floor(audio.sampleRate * 0.5);
  const buffer = audio.createBuffer(1, length, audio.sampleRate);
  const data = buffer.getChannelData(0);
  for (let i = 0; i < length; i++) data[i] = Math.random() * 2 - 1;
  return buffer;
}

const VOICES: Record<SoundEffectType, Voice> = {
  // A rising shimmer: a quick arpeggio up a major chord, each note with a faint detuned twin.
  magic(audio, out, at) {
    [1046.5, 1318.5, 1568, 2093, 2637].forEach((freq, i) => {
      const t = at + i * 0.07;
      note(audio, out, { at: t, freq, length: 0.45, type: 'triangle', peak: 0.5 });
      note(audio, out, { at: t, freq: freq * 1.006, length: 0.4, type: 'sine', peak: 0.25 });
    });
  },
  // Da-dum on a soft drum, with a whoosh of filtered noise sweeping upwards.
  adventure(audio, out, at) {
    for (const [offset, peak] of [
      [0, 0.9],
      [0.16, 1],
    ] as const) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.setValueAtTime(150, at + offset);
      osc.frequency.exponentialRampToValueAtTime(55, at + offset + 0.25);
      gain.gain.setValueAtTime(0.0001, at + offset);
      gain.gain.exponentialRampToValueAtTime(peak, at + offset + 0.008);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + offset + 0.3);
      osc.connect(gain).connect(out);
      osc.start(at + offset);
      osc.stop(at + offset + 0.35);
    }
    const noise = audio.createBufferSource();
    noise.buffer = noiseBuffer(audio);
    const band = audio.createBiquadFilter();
    band.type = 'bandpass';
    band.Q.value = 1.2;
    band.frequency.setValueAtTime(400, at);
    band.frequency.exponentialRampToValueAtTime(2400, at + 0.45);
    const gain = audio.createGain();
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.35, at + 0.2);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.5);
    noise.connect(band).connect(gain).connect(out);
    noise.start(at);
    noise.stop(at + 0.5);
  },
  // A bright two-note chime (a rising fourth), bell-like with a quiet octave overtone.
  happy(audio, out, at) {
    for (const [offset, freq] of [
      [0, 1318.5],
      [0.14, 1760],
    ] as const) {
      note(audio, out, { at: at + offset, freq, length: 0.7, type: 'sine', peak: 0.7 });
      note(audio, out, { at: at + offset, freq: freq * 2, length: 0.35, type: 'sine', peak: 0.15 });
    }
  },
  // A boing: a pitch that springs up, then wobbles back down.
  funny(audio, out, at) {
    const osc = audio.createOscillator();
    const wobble = audio.createOscillator();
    const wobbleDepth = audio.createGain();
    const gain = audio.createGain();
    osc.type = 'sine';
    osc.frequency.setValueAtTime(160, at);
    osc.frequency.exponentialRampToValueAtTime(620, at + 0.08);
    osc.frequency.exponentialRampToValueAtTime(240, at + 0.5);
    wobble.frequency.value = 14;
    wobbleDepth.gain.setValueAtTime(60, at);
    wobbleDepth.gain.linearRampToValueAtTime(5, at + 0.5);
    wobble.connect(wobbleDepth).connect(osc.frequency);
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.8, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.55);
    osc.connect(gain).connect(out);
    for (const source of [osc, wobble]) {
      source.start(at);
      source.stop(at + 0.6);
    }
  },
  // Two low lullaby notes, slow to swell and slow to fade, through a soft low-pass.
  sleepy(audio, out, at) {
    const soft = audio.createBiquadFilter();
    soft.type = 'lowpass';
    soft.frequency.value = 900;
    soft.connect(out);
    note(audio, soft, { at, freq: 392, length: 0.9, type: 'triangle', peak: 0.6, attack: 0.18 });
    note(audio, soft, { at: at + 0.45, freq: 329.6, length: 1.1, type: 'triangle', peak: 0.55, attack: 0.2 });
    note(audio, soft, { at, freq: 196, length: 1.5, type: 'sine', peak: 0.3, attack: 0.3 });
  },
};

/**
 * Plays the short synthesised sound of one category. The caller owns the AudioContext (made on a click, so
 * the browser lets it sound); the effect goes through a gain that keeps it under the voice.
 */
export function playSoundEffect(audio: AudioContext, type: SoundEffectType, gain = EFFECT_GAIN): void {
  const out = audio.createGain();
  out.gain.value = gain;
  out.connect(audio.destination);
  VOICES[type](audio, out, audio.currentTime + 0.01);
  // Nodes are released once they stop; the shared output gain goes after the longest effect.
  setTimeout(() => out.disconnect(), 2_000);
}

import type { StoryStyle } from '@bedtime/contracts';

interface Hsl {
  h: number;
  s: number;
  l: number;
}

function hexToHsl(hex: string): Hsl {
  const n = Number.parseInt(hex.slice(1), 16);
  const red = ((n >> 16) & 255) / 255;
  const green = ((n >> 8) & 255) / 255;
  const blue = (n & 255) / 255;
  const max = Math.max(red, green, blue);
  const min = Math.min(red, green, blue);
  const l = (max + min) / 2;
  if (max === min) return { h: 0, s: 0, l };
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === red ? (green - blue) / d + (green < blue ? 6 : 0) : max === green ? (blue - red) / d + 2 : (red - green) / d + 4;
  h *= 60;
  return { h, s, l };
}

function hslToHex({ h, s, l }: Hsl): string {
  const k = (n: number): number => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number): number => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  const hex = (x: number): string =>
    Math.round(Math.max(0, Math.min(1, x)) * 255)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(f(0))}${hex(f(8))}${hex(f(4))}`;
}

const clamp01 = (x: number): number => Math.max(0, Math.min(1, x));

/** Lighter (positive) or darker (negative) by an amount of lightness. */
export function shade(hex: string, amount: number): string {
  const c = hexToHsl(hex);
  return hslToHex({ ...c, l: clamp01(c.l + amount) });
}

export function mix(a: string, b: string, t: number): string {
  const pa = Number.parseInt(a.slice(1), 16);
  const pb = Number.parseInt(b.slice(1), 16);
  const channel = (shift: number): string => {
    const value = Math.round(((pa >> shift) & 255) * (1 - t) + ((pb >> shift) & 255) * t);
    return value.toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/**
 * How each story style colours its world: gentle stories are soft pastels, funny ones candy
 * bright, magical ones drift toward violet, adventurous ones toward warm sunlight.
 */
export interface StyleLook {
  saturation: number;
  lightness: number;
  hueToward?: { hue: number; amount: number };
  ink: string;
  sparkles: boolean;
  confetti: boolean;
}

export const STYLE_LOOKS: Record<StoryStyle, StyleLook> = {
  gentle: { saturation: 0.72, lightness: 0.06, ink: '#5b4a63', sparkles: false, confetti: false },
  funny: { saturation: 1.18, lightness: 0.02, ink: '#3a2a3f', sparkles: false, confetti: true },
  magical: { saturation: 1.05, lightness: 0, hueToward: { hue: 275, amount: 0.18 }, ink: '#3b2752', sparkles: true, confetti: false },
  adventurous: { saturation: 1.1, lightness: -0.02, hueToward: { hue: 35, amount: 0.08 }, ink: '#3d2b22', sparkles: false, confetti: false },
  educational: { saturation: 1, lightness: 0.01, ink: '#2f3542', sparkles: false, confetti: false },
};

/** A backdrop colour seen through the story's style. */
export function styled(hex: string, style: StoryStyle): string {
  const look = STYLE_LOOKS[style];
  const c = hexToHsl(hex);
  let h = c.h;
  if (look.hueToward) {
    let delta = look.hueToward.hue - h;
    if (delta > 180) delta -= 360;
    if (delta < -180) delta += 360;
    h = (h + delta * look.hueToward.amount + 360) % 360;
  }
  return hslToHex({ h, s: clamp01(c.s * look.saturation), l: clamp01(c.l + look.lightness * (1 - c.l) * 1.5) });
}

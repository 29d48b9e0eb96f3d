import type { StoryStyle } from '@bedtime/contracts';
import type { StyleKit } from './skeleton';
import { adventurousStyle } from './styles/adventurous';
import { educationalStyle } from './styles/educational';
import { funnyStyle } from './styles/funny';
import { gentleStyle } from './styles/gentle';
import { magicalStyle } from './styles/magical';

export const STYLE_KITS: Record<StoryStyle, StyleKit> = {
  funny: funnyStyle,
  adventurous: adventurousStyle,
  gentle: gentleStyle,
  magical: magicalStyle,
  educational: educationalStyle,
};

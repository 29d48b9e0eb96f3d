import {
  AI_DESIGN_TABS,
  STORY_PRODUCT_CATEGORIES,
  STRUCK_PRICE_FACTOR,
  type AiMerchandise,
  type AiProductType,
  type BasicMerchandise,
  type StoryProductCategory,
} from '@bedtime/contracts';
import { ApiError } from '@bedtime/web-kit';

/** A price in dollars, as the cards show it: '$24.99'. */
export function formatPrice(dollars: number): string {
  return `$${dollars.toFixed(2)}`;
}

/** The struck-through "was" price beside each product: 20% above the retail price (product rules, merchandise). */
export function struckPrice(retailPrice: number): number {
  return Math.round(retailPrice * STRUCK_PRICE_FACTOR * 100) / 100;
}

export type CategoryFilter = 'all' | StoryProductCategory;

/** The filter buttons: All, then each category the products carry, in the catalogue's order. */
export function categoryFilters(products: readonly BasicMerchandise[]): CategoryFilter[] {
  const present = new Set(products.map((product) => product.category));
  return ['all', ...STORY_PRODUCT_CATEGORIES.filter((category) => present.has(category))];
}

export function productsIn(products: readonly BasicMerchandise[], filter: CategoryFilter): BasicMerchandise[] {
  return filter === 'all' ? [...products] : products.filter((product) => product.category === filter);
}

/** 'apparel' -> 'Apparel' (filter buttons, badges and tabs). */
export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

export type AiDesignTab = 'all' | keyof typeof AI_DESIGN_TABS;
export const AI_TAB_ORDER: readonly AiDesignTab[] = ['all', 'apparel', 'accessories', 'stationery'];

export function designsIn(designs: readonly AiMerchandise[], tab: AiDesignTab): AiMerchandise[] {
  if (tab === 'all') return [...designs];
  const types: readonly AiProductType[] = AI_DESIGN_TABS[tab];
  return designs.filter((design) => types.includes(design.productType));
}

/** 't-shirt' -> 'T-Shirt' (the card titles). */
export function productTypeLabel(productType: AiProductType): string {
  return productType.split('-').map(capitalise).join('-');
}

/** The file name a downloaded design is saved under: '{story title} {product type}.png', safe on any disk. */
export function designFileName(storyTitle: string, productType: AiProductType): string {
  const base = `${storyTitle} ${productType}`
    .replace(/[^\p{L}\p{N} _-]+/gu, '')
    .trim()
    .replace(/\s+/g, '-');
  return `${base || 'design'}.png`;
}

export const AI_UPGRADE_MESSAGE = 'AI-designed merchandise is a premium feature. Upgrade to Premium to create designs from your story.';

/** Why AI designs failed, in words for the panel; a 402 means the account has no entitlement (upgrade). */
export function aiDesignFailure(error: unknown): { message: string; needsSubscription: boolean } {
  if (error instanceof ApiError && error.status === 402) return { message: AI_UPGRADE_MESSAGE, needsSubscription: true };
  return { message: "Sorry, the AI designs couldn't be made just now. Please try again.", needsSubscription: false };
}

/** 'Ages {targetAge}' for an age range; a worded audience ('Adults', 'All ages') is shown as it is. */
export function ageLabel(targetAge: string): string {
  return /^\d/.test(targetAge.trim()) ? `Ages ${targetAge.trim()}` : targetAge.trim();
}

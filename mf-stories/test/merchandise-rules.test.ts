import { describe, expect, it } from 'vitest';
import type { AiMerchandise, BasicMerchandise } from '@bedtime/contracts';
import { ApiError } from '@bedtime/web-kit';
import {
  AI_UPGRADE_MESSAGE,
  ageLabel,
  aiDesignFailure,
  categoryFilters,
  designFileName,
  designsIn,
  formatPrice,
  productTypeLabel,
  productsIn,
  struckPrice,
} from '../src/features/merchandise/lib/merchandise-rules';

const product = (id: string, category: BasicMerchandise['category']): BasicMerchandise => ({
  id,
  productName: `Product ${id}`,
  category,
  description: 'A keepsake',
  targetAge: '3-8',
  retailPrice: 19.99,
  mockupImage: `/media/${id}.png`,
  marketplaceUrl: `https://shop.example/${id}`,
});

const design = (productType: AiMerchandise['productType']): AiMerchandise => ({
  productType,
  visualUrl: `/media/${productType}.png`,
  designConcept: 'Luna under the stars',
  marketing: { tagline: 'Wear the magic', description: 'Soft and bright', bulletPoints: ['Soft'], callToAction: 'Get it' },
  analysis: { artStyle: 'Watercolour', targetAge: '4-8' },
});

describe('merchandise prices', () => {
  it('strikes through a price 20% higher, rounded to cents', () => {
    expect(struckPrice(10)).toBe(12);
    expect(struckPrice(19.99)).toBe(23.99);
    expect(struckPrice(24.99)).toBe(29.99);
    expect(formatPrice(struckPrice(19.99))).toBe('$23.99');
    expect(formatPrice(5)).toBe('$5.00');
  });
  it("reads an age range as 'Ages {range}' and keeps a worded audience", () => {
    expect(ageLabel('5-7')).toBe('Ages 5-7');
    expect(ageLabel('Adults')).toBe('Adults');
    expect(ageLabel('All ages')).toBe('All ages');
  });
});

describe('category filters', () => {
  const products = [product('a', 'toys'), product('b', 'apparel'), product('c', 'apparel')];
  it('offers All plus the categories found, in catalogue order', () => {
    expect(categoryFilters(products)).toEqual(['all', 'apparel', 'toys']);
    expect(categoryFilters([])).toEqual(['all']);
  });
  it('filters by category, All showing everything', () => {
    expect(productsIn(products, 'apparel').map((p) => p.id)).toEqual(['b', 'c']);
    expect(productsIn(products, 'all')).toHaveLength(3);
    expect(productsIn(products, 'home')).toEqual([]);
  });
});

describe('AI designs', () => {
  const designs = (['t-shirt', 'hoodie', 'mug', 'tote', 'backpack', 'stickers', 'poster'] as const).map(design);
  it('splits the designs across the Apparel / Accessories / Stationery tabs', () => {
    expect(designsIn(designs, 'all')).toHaveLength(7);
    expect(designsIn(designs, 'apparel').map((d) => d.productType)).toEqual(['t-shirt', 'hoodie']);
    expect(designsIn(designs, 'accessories').map((d) => d.productType)).toEqual(['mug', 'tote', 'backpack']);
    expect(designsIn(designs, 'stationery').map((d) => d.productType)).toEqual(['stickers', 'poster']);
  });
  it('labels product types and names downloads safely', () => {
    expect(productTypeLabel('t-shirt')).toBe('T-Shirt');
    expect(designFileName('Luna & the Moon!', 'mug')).toBe('Luna-the-Moon-mug.png');
    expect(designFileName('???', 'poster')).toBe('poster.png');
  });
  it('a 402 asks the user to upgrade; anything else is a plain failure', () => {
    expect(aiDesignFailure(new ApiError(402, '{"message":"Your free trial has ended."}'))).toEqual({ message: AI_UPGRADE_MESSAGE, needsSubscription: true });
    expect(aiDesignFailure(new ApiError(500, 'boom')).needsSubscription).toBe(false);
  });
});

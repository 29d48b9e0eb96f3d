import { describe, expect, it } from 'vitest';
import { MERCHANDISE_PICTURES, merchandisePictureUrl, type MerchandiseItem } from '@bedtime/contracts';
import { EMPTY_PRODUCT_FORM, formValuesFromItem, nextSlug, slugify, slugOnLeave, toMerchandiseInput } from '../src/features/merchandise/lib/product-form';
import {
  chartReadout,
  formatBytes,
  formatCents,
  formatCount,
  formatPercent,
  formatUptime,
  seriesToColumns,
  UNAVAILABLE,
} from '../src/features/dashboard/lib/format';

describe('slug', () => {
  it('follows the product rules: lower-case, every run of non-alphanumerics one hyphen, no hyphen at either end', () => {
    expect(slugify('Starry Night Tee')).toBe('starry-night-tee');
    expect(slugify('  Moon & Stars — Hoodie!! ')).toBe('moon-stars-hoodie');
    expect(slugify('Tom & Jerry')).toBe('tom-jerry');
    expect(slugify('Crème Brûlée Mug 2')).toBe('creme-brulee-mug-2');
    expect(slugify('!!!')).toBe('');
  });

  it('follows the name until the admin types a slug of their own', () => {
    expect(nextSlug('', '', 'S')).toBe('s');
    expect(nextSlug('Sleepy', 'sleepy', 'Sleepy Bear')).toBe('sleepy-bear');
    expect(nextSlug('Sleepy', 'my-own-slug', 'Sleepy Bear')).toBe('my-own-slug');
  });

  it('fills a cleared slug from the name when a field is left, and keeps one the admin typed', () => {
    expect(slugOnLeave({ name: 'Cocoa & Cream Mug', slug: '' })).toBe('cocoa-cream-mug');
    expect(slugOnLeave({ name: 'Cocoa & Cream Mug', slug: '   ' })).toBe('cocoa-cream-mug');
    expect(slugOnLeave({ name: 'Cocoa & Cream Mug', slug: 'my-mug' })).toBe('my-mug');
  });
});

describe('product form', () => {
  const filled = {
    ...EMPTY_PRODUCT_FORM,
    name: 'Sleepy Bear Tee',
    slug: 'sleepy-bear-tee',
    description: 'Soft cotton.',
    price: '24.50',
    images: [merchandisePictureUrl('tee-navy')],
    features: 'Organic cotton\n\n  Machine washable  \n',
    sizes: 'S, M ,, L',
    colors: 'Navy,Sky',
  };

  it('sends features one per line and sizes and colours comma-separated, blanks dropped', () => {
    const result = toMerchandiseInput(filled);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.features).toEqual(['Organic cotton', 'Machine washable']);
    expect(result.body.sizes).toEqual(['S', 'M', 'L']);
    expect(result.body.colors).toEqual(['Navy', 'Sky']);
    expect(result.body.price).toBe('24.50');
    expect(result.body.inStock).toBe(true);
    expect(result.body.featured).toBe(false);
  });

  it('names every missing or malformed field with the contract’s message', () => {
    const result = toMerchandiseInput({ ...EMPTY_PRODUCT_FORM, slug: 'Not A Slug', price: '12.345' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.name).toBe('Name is required');
    expect(result.errors.description).toBe('Description is required');
    expect(result.errors.slug).toBe('Slug may contain lowercase letters, digits and hyphens');
    expect(result.errors.price).toBe('Price must be a number with at most 2 decimal places');
  });

  it('refuses pictures that are not bundled ones', () => {
    const result = toMerchandiseInput({ ...filled, images: ['https://example.com/x.png'] });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.images).toBe('Choose images from the bundled pictures');
  });

  it('opens an item for editing with its lists written the way the form takes them, and round-trips', () => {
    const item: MerchandiseItem = {
      id: 'p1',
      name: 'Mug',
      slug: 'mug',
      productType: 'mug',
      category: 'drinkware',
      description: 'A mug.',
      price: '12.00',
      images: [merchandisePictureUrl('mug-sky')],
      features: ['Dishwasher safe', 'Holds 11 oz'],
      sizes: ['11 oz'],
      colors: ['Sky', 'Cream'],
      inStock: false,
      featured: true,
      sortOrder: 3,
    };
    const values = formValuesFromItem(item);
    expect(values.features).toBe('Dishwasher safe\nHolds 11 oz');
    expect(values.colors).toBe('Sky, Cream');
    const result = toMerchandiseInput(values);
    expect(result.ok && result.body).toMatchObject({
      features: item.features,
      sizes: item.sizes,
      colors: item.colors,
      inStock: false,
      featured: true,
      sortOrder: 3,
    });
  });

  it('offers the bundled pictures, each a URL the contract accepts', () => {
    expect(MERCHANDISE_PICTURES.length).toBeGreaterThanOrEqual(20);
    for (const name of MERCHANDISE_PICTURES) {
      expect(toMerchandiseInput({ ...filled, images: [merchandisePictureUrl(name)] }).ok).toBe(true);
    }
  });
});

describe('dashboard figures', () => {
  it('shows a figure a service could not provide as unavailable, never zero', () => {
    expect(formatCount(null)).toBe(UNAVAILABLE);
    expect(formatCents(null)).toBe(UNAVAILABLE);
    expect(formatPercent(undefined)).toBe(UNAVAILABLE);
    expect(formatCount(0)).toBe('0');
    expect(formatCents(0)).toBe('$0.00');
  });

  it('writes money, shares, sizes and uptime', () => {
    expect(formatCents(123456, 'usd')).toBe('$1,234.56');
    expect(formatPercent(0.1234)).toBe('12.3%');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatUptime(90_061)).toBe('1d 1h');
    expect(formatUptime(3_700)).toBe('1h 1m');
  });

  it('turns a per-day series into uPlot columns (UTC seconds), scaled', () => {
    expect(
      seriesToColumns(
        [
          { date: '2026-01-02', value: 250 },
          { date: 'bad', value: 1 },
        ],
        100,
      ),
    ).toEqual([[Date.UTC(2026, 0, 2) / 1000], [2.5]]);
  });
});

describe('a chart day in words', () => {
  it('says the day and its value, in money for a chart of cents', () => {
    expect(chartReadout({ date: '2026-11-27', value: 3 }, 1, 'users')).toBe('Fri, Nov 27: 3 users');
    expect(chartReadout({ date: '2026-11-27', value: 1 }, 1, 'users')).toBe('Fri, Nov 27: 1 user');
    expect(chartReadout({ date: '2026-11-27', value: 1 }, 1, 'stories')).toBe('Fri, Nov 27: 1 story');
    expect(chartReadout({ date: '2026-11-27', value: 1234 }, 100, 'USD')).toBe('Fri, Nov 27: $12.34');
  });
});

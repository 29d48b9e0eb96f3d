import { describe, expect, it } from 'vitest';
import { MERCHANDISE_PICTURES, merchandisePictureUrl } from '@bedtime/contracts';
import { PRODUCT_PICTURES, pictureUrl, productPicture } from '../src/domain/product-pictures';

describe('the bundled pictures the admin form offers', () => {
  it('are all drawn and served here, at the URL the form uses', () => {
    for (const name of MERCHANDISE_PICTURES) {
      expect(Object.hasOwn(PRODUCT_PICTURES, name), name).toBe(true);
      expect(productPicture(name), name).toMatch(/^<svg/);
      expect(merchandisePictureUrl(name)).toBe(pictureUrl(name));
    }
  });
});

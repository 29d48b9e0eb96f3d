import { describe, expect, it } from 'vitest';
import { newPage } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * The product's first load: a new visitor (empty cache, no cookies) opening /auth. What matters is how
 * much JavaScript arrives before the login form can be used: at most 350 KB gzipped (the sign-in page is
 * built without antd, which loads later, for the pages that follow). Bytes, not times: they do not
 * depend on the machine's load.
 */
const product = useProductInBrowser();
const JS_BUDGET_BYTES = 350 * 1024;

describe('first load of the sign-in page', () => {
  it('makes the login form usable with at most 350 KB of gzipped JavaScript, and loads antd only afterwards', async () => {
    const page = await newPage(product.browser);
    const scripts: { url: string; bytes: Promise<number> }[] = [];
    let formUsable = false;
    const afterUsable: string[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      if (formUsable) afterUsable.push(request.url());
      else scripts.push({ url: request.url(), bytes: request.sizes().then((sizes) => sizes.responseBodySize) });
    });

    await page.goto(`${product.stack.baseUrl}/auth`);
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByRole('button', { name: 'Sign In' }).waitFor();
    await login.getByLabel('Email').waitFor();
    formUsable = true;

    const sizes = await Promise.all(scripts.map((script) => script.bytes));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    // Every script counted arrived compressed (a body of 0 bytes would mean the figure measures nothing).
    expect(sizes.every((size) => size > 0)).toBe(true);
    expect(scripts.length).toBeGreaterThan(2);
    expect(total).toBeLessThanOrEqual(JS_BUDGET_BYTES);

    // The form is a real one: an empty submit names what is missing, without loading anything.
    await login.getByRole('button', { name: 'Sign In' }).click();
    await login.getByText('Please enter your email').waitFor();
    await login.getByText('Please enter your password').waitFor();

    // antd (for the signed-in pages and the toast region) arrives only after the form was usable: once the
    // visitor starts to fill it in, or as soon as the page is idle.
    await login.getByLabel('Email').focus();
    await expect.poll(() => afterUsable.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await page.context().close();
  });
});

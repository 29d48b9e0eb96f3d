import { describe, expect, it } from 'vitest';
import { DESKTOP, TALL_PHONE, returningParentPage, saveElementScreenshot, saveScreenshot, saveViewScreenshot } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/** The marketplace: tabs over the seeded catalogue, the merchandise catalogue, and a purchase through our hosted checkout. */
const product = useProductInBrowser();

const parentPage = () => returningParentPage(product.browser, product.stack.baseUrl);

describe('marketplace', () => {
  it('browses the tabs and the merchandise catalogue', async () => {
    const page = await parentPage();
    await page.goto(`${product.stack.baseUrl}/marketplace`);
    await page.getByRole('heading', { name: 'Bedtime Stories Marketplace' }).waitFor();
    await page.getByRole('heading', { name: 'Classic Bedtime Storybook (Hardcover)' }).waitFor();
    await page.getByText('Only 6 left').waitFor();
    await saveScreenshot(page, 'marketplace-all');

    await page.getByRole('tab', { name: 'Handbooks' }).click();
    await page.getByRole('heading', { name: 'The Bedtime Routine Handbook' }).waitFor();
    expect(await page.getByRole('tabpanel').getByRole('heading', { name: 'Classic Bedtime Storybook (Hardcover)' }).count()).toBe(0);

    await page.getByRole('tab', { name: 'Merchandise' }).click();
    await page.getByRole('heading', { name: 'Storyteller Tee' }).waitFor();
    await page.getByRole('searchbox', { name: 'Search merchandise' }).fill('mug');
    await page.getByRole('searchbox', { name: 'Search merchandise' }).press('Enter');
    await page.getByRole('heading', { name: 'Starry Night Mug' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name: 'Storyteller Tee' }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Starry Night Mug' }).click();
    await page.getByRole('dialog').getByRole('group', { name: 'Colour' }).getByText('Sky Blue').waitFor();
    // The marketplace does not sell this one: Add to Cart says it is coming (the product rules' notice).
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Merchandise purchasing will be available soon!' }).waitFor();
    await saveScreenshot(page, 'marketplace-merchandise');
    await page.context().close();
  });

  it('buys a product through the hosted checkout: a declined card is told, 4242 pays, the order is listed', async () => {
    const page = await parentPage();
    await page.goto(`${product.stack.baseUrl}/marketplace`);
    await page.getByRole('tab', { name: 'Story Swag' }).click();
    await page.getByRole('button', { name: 'Buy Now: Story Friends Sticker Sheet' }).click();
    await page.waitForURL(/\/marketplace\/checkout\/ord_/);
    await page.getByRole('heading', { name: 'Checkout' }).waitFor();
    await page.getByText('1 × Story Friends Sticker Sheet').waitFor();

    await page.getByLabel('Full name').fill('Ada Reader');
    await page.getByLabel('Address', { exact: true }).fill('1 Story Lane');
    await page.getByLabel('City').fill('Dreamville');
    await page.getByLabel('Postal code').fill('12345');
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByLabel('Expiration (MM / YY)').fill('1234');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: 'Pay $6.00' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor();

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $6.00' }).click();
    await page.getByText('Thank you for your order!').waitFor();
    await saveScreenshot(page, 'marketplace-confirmation');

    await page.getByRole('link', { name: 'Back to the Marketplace' }).click();
    await page.getByRole('tab', { name: 'My Orders' }).click();
    await page.getByText('1 × Story Friends Sticker Sheet').waitFor();
    await page.context().close();
  });

  it('waits for the payment to be confirmed when the buyer comes back from paying elsewhere, then shows the order', async () => {
    const page = await parentPage();
    const started = await page.request.post(`${product.stack.baseUrl}/api/marketplace/checkout`, {
      data: { items: [{ productId: 'prod_sticker_sheet', quantity: 1 }] },
    });
    expect(started.status()).toBe(200);
    const { orderId } = (await started.json()) as { orderId: string };
    // Stripe Checkout's success URL: the order is still pending until the payment is confirmed.
    await page.goto(`${product.stack.baseUrl}/marketplace/checkout/${orderId}?paid=stripe`);
    await page.getByText('Confirming your payment…').waitFor();
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await saveScreenshot(page, 'marketplace-confirming');
    // The payment is confirmed elsewhere (here the order's payment, paid through the local engine): billing
    // settles the order from the engine's event, and the page notices on its own.
    const api = (method: 'put' | 'post', path: string, data: object) => page.request[method](`${product.stack.baseUrl}${path}`, { data });
    const shipping = { name: 'Ada Reader', address_line1: '1 Story Lane', city: 'Dreamville', postal_code: '12345', country: 'US' };
    expect((await api('put', `/api/marketplace/orders/${orderId}/shipping`, { shipping })).status()).toBe(200);
    const prepared = await api('post', `/api/marketplace/orders/${orderId}/payment-intent`, {});
    expect(prepared.status()).toBe(200);
    const { clientSecret } = (await prepared.json()) as { clientSecret: string };
    const paid = await api('post', '/api/billing/confirm-payment', {
      clientSecret,
      card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' },
    });
    expect(paid.status()).toBe(200);
    await page.getByText('Thank you for your order!').waitFor({ timeout: 10_000 });
    await page.context().close();
  });

  it('buys a catalogue design the marketplace sells, from its detail dialog, with the size and colour chosen', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [TALL_PHONE, 'phone'],
    ] as const) {
      const page = await returningParentPage(product.browser, product.stack.baseUrl, viewport);
      await page.goto(`${product.stack.baseUrl}/marketplace`);
      await page.getByRole('tab', { name: 'Merchandise' }).click();
      await page.getByRole('heading', { name: 'Storyteller Tee', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Storyteller Tee' });
      const buy = dialog.getByRole('button', { name: /^Buy Now · \$24\.00$/ });
      await buy.waitFor();
      expect(await dialog.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0);
      expect(await buy.isDisabled()).toBe(true);
      await dialog.getByText('Choose a size and a colour to buy.').waitFor();
      await dialog.getByRole('group', { name: 'Size' }).getByText('M', { exact: true }).click();
      await dialog.getByRole('group', { name: 'Colour' }).getByText('Navy', { exact: true }).click();
      expect(await buy.isDisabled()).toBe(false);
      await saveElementScreenshot(dialog, `marketplace-merchandise-buy-${size}`);
      await buy.click();
      await page.waitForURL(/\/marketplace\/checkout\/ord_/);
      await page.getByText('1 × Moonlight Storyteller Tee').waitFor();
      await page.getByText('(Size M, Navy)').waitFor();
      if (size === 'desktop') {
        await page.getByLabel('Full name').fill('Ada Reader');
        await page.getByLabel('Address', { exact: true }).fill('1 Story Lane');
        await page.getByLabel('City').fill('Dreamville');
        await page.getByLabel('Postal code').fill('12345');
        await page.getByLabel('Card number').fill('4242 4242 4242 4242');
        await page.getByLabel('Expiration (MM / YY)').fill('1234');
        await page.getByLabel('CVC').fill('123');
        await page.getByRole('button', { name: /^Pay \$/ }).click();
        await page.getByText('Thank you for your order!').waitFor();
        await page.getByRole('link', { name: 'Back to the Marketplace' }).click();
        await page.getByRole('tab', { name: 'My Orders' }).click();
        await page.getByText('1 × Moonlight Storyteller Tee (Size M, Navy)').waitFor();
      }
      await page.context().close();
    }
  });

  it('on a phone, shows every tab by name and whole product pictures', async () => {
    for (const [viewport, size] of [
      [TALL_PHONE, 'phone'],
      [DESKTOP, 'desktop'],
    ] as const) {
      const page = await returningParentPage(product.browser, product.stack.baseUrl, viewport);
      await page.goto(`${product.stack.baseUrl}/marketplace`);
      await page.getByRole('heading', { name: 'Classic Bedtime Storybook (Hardcover)' }).waitFor();
      for (const name of ['All Products', 'Merchandise', 'Story Swag', 'Handbooks', 'Story Books', 'My Orders']) {
        const tab = page.getByRole('tab', { name, exact: true });
        expect(await tab.isVisible()).toBe(true);
        const box = (await tab.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      }
      expect(await page.locator('.ant-tabs-nav-more').filter({ visible: true }).count()).toBe(0);
      // A picture is shown whole (contained), never cropped at the card's edges.
      const picture = await page
        .locator('.mfc-product-card img')
        .first()
        .evaluate((image) => {
          const box = image.getBoundingClientRect();
          return { fit: getComputedStyle(image).objectFit, ratio: box.width / box.height };
        });
      expect(picture.fit).toBe('contain');
      expect(picture.ratio).toBeCloseTo(1, 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page
        .locator('.mfc-product-card img')
        .first()
        .evaluate((image) => (image as HTMLImageElement).decode());
      await saveViewScreenshot(page, `marketplace-tabs-${size}`);
      await page.context().close();
    }
  });
});

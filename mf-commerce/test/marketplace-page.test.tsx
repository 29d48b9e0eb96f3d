// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CheckoutRequest, CheckoutResponse, MarketplaceProduct, MerchandiseItem, OrderView } from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser } from '@bedtime/web-kit/testing';
import MarketplacePage from '../src/pages/marketplace-page';

cleanUpPagesAfterEach();
// The pointer-events check reads antd's style sheets through jsdom's getComputedStyle on every action (slow); a radio
// button's own pointer-events rule is honoured by clicking its label, as a person does.
const userEvent = userEventLib.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

const product = (id: string, name: string, priceCents: number, category: MarketplaceProduct['category'], stockQuantity: number): MarketplaceProduct => ({
  id,
  name,
  description: `${name}, made for the bedtime routine.`,
  price: priceCents / 100,
  priceCents,
  category,
  imageUrl: `/api/marketplace/pictures/${id}.svg`,
  stockQuantity,
});
const storybook = product('p-book', 'The Moonlit Storybook', 2499, 'physical_book', 40);
const stickers = product('p-stickers', 'Glow Star Stickers', 599, 'swag', 3);
const handbook = product('p-handbook', 'Bedtime Routine Handbook', 1299, 'handbook', 0);
const tee = product('p-tee', 'Dream Big Tee', 2400, 'merchandise', 25);

const teeDesign: MerchandiseItem = {
  id: 'm-tee',
  name: 'Dream Big Tee',
  slug: 'dream-big-tee',
  productType: 't-shirt',
  category: 'apparel',
  description: 'A soft cotton tee with a sleepy moon.',
  price: '24.00',
  images: ['/api/marketplace/pictures/tee-navy.svg'],
  features: ['Organic cotton'],
  sizes: ['S', 'M', 'L'],
  colors: ['Navy', 'Sky'],
  inStock: true,
  featured: true,
  sortOrder: 1,
  marketplaceProductId: 'p-tee',
};

const paidOrder: OrderView = {
  id: 'ord-41',
  status: 'paid',
  lines: [{ productId: 'p-stickers', name: 'Glow Star Stickers', quantity: 1, unitCents: 599 }],
  subtotalCents: 599,
  discountCents: 0,
  totalCents: 599,
  currency: 'usd',
  shipping: { name: 'Sam Parent', city: 'Portland' },
  cardLast4: '4242',
  lastError: null,
  paidAt: '2026-11-20T19:00:00.000Z',
  createdAt: '2026-11-20T18:58:00.000Z',
};

const checkout = (orderId: string): CheckoutResponse => ({ checkoutUrl: `/marketplace/checkout/${orderId}`, orderId });

describe('/marketplace', () => {
  it("shows the products with their prices and stock, and the parent's orders", async () => {
    renderPage(MarketplacePage, {
      path: 'marketplace',
      user: testUser(),
      routes: { 'GET /api/marketplace/products': [storybook, stickers, handbook], 'GET /api/marketplace/orders': [paidOrder] },
    });
    expect(await screen.findByRole('heading', { name: 'Bedtime Stories Marketplace' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'The Moonlit Storybook' })).toBeTruthy();
    expect(screen.getByText('$24.99')).toBeTruthy();
    expect(screen.getByText('Only 3 left')).toBeTruthy();
    expect(screen.getByText('Sold out')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Buy Now: Bedtime Routine Handbook' }) as HTMLButtonElement).disabled).toBe(true);
    // a trial is not a subscription: no premium discount note
    expect(screen.queryByText(/As a premium subscriber/)).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'Story Swag' }));
    const swag = await screen.findByRole('tabpanel', { name: 'Story Swag' });
    expect(within(swag).getByRole('heading', { name: 'Glow Star Stickers' })).toBeTruthy();
    expect(within(swag).queryByRole('heading', { name: 'The Moonlit Storybook' })).toBeNull();

    await userEvent.click(screen.getByRole('tab', { name: 'My Orders' }));
    expect(await screen.findByText('1 × Glow Star Stickers')).toBeTruthy();
    expect(screen.getByText(/order ord-41/)).toBeTruthy();
  });

  it('tells a subscriber about the premium discount', async () => {
    renderPage(MarketplacePage, {
      path: 'marketplace',
      user: testUser({ subscriptionStatus: 'active', subscriptionEndsAt: '2099-01-01T00:00:00.000Z' }),
      routes: { 'GET /api/marketplace/products': [storybook], 'GET /api/marketplace/orders': [] },
    });
    expect(await screen.findByText('As a premium subscriber you get 20% off every marketplace purchase, applied at checkout.')).toBeTruthy();
  });

  it('starts one checkout for one copy of the product on Buy Now, however quickly it is clicked again', async () => {
    const bodies: unknown[] = [];
    renderPage(MarketplacePage, {
      path: 'marketplace',
      user: testUser(),
      routes: {
        'GET /api/marketplace/products': [storybook, stickers],
        'GET /api/marketplace/orders': [],
        'POST /api/marketplace/checkout': (request) => (bodies.push(request.body), checkout('ord-42')),
      },
    });
    const buy = await screen.findByRole('button', { name: 'Buy Now: The Moonlit Storybook' });
    await userEvent.dblClick(buy);
    await expect.poll(() => bodies).toEqual([{ items: [{ productId: 'p-book', quantity: 1 }] } satisfies CheckoutRequest]);
    // the browser is on its way to the checkout page: nothing says it failed
    expect(screen.queryByText('Checkout Failed')).toBeNull();
    expect(screen.queryByText('Checkout Error')).toBeNull();
  });

  it('buys a design from the merchandise catalogue with the size and colour chosen', async () => {
    let body: unknown;
    const page = renderPage(MarketplacePage, {
      path: 'marketplace',
      user: testUser(),
      routes: {
        'GET /api/marketplace/products': [storybook, tee],
        'GET /api/marketplace/orders': [],
        'GET /api/merchandise': [teeDesign],
        'POST /api/marketplace/checkout': (request) => ((body = request.body), checkout('ord-43')),
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Merchandise' }));
    const catalogue = await screen.findByRole('tabpanel', { name: 'Merchandise' });
    await userEvent.click(await within(catalogue).findByRole('heading', { name: 'Dream Big Tee' }));
    // antd names every element 'test-id' under NODE_ENV=test, so the dialog's aria-labelledby finds the tabs: its title is read instead
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Dream Big Tee', { selector: '.ant-modal-title' })).toBeTruthy();
    expect(within(dialog).getByText('Choose a size and a colour to buy.')).toBeTruthy();
    expect((within(dialog).getByRole('button', { name: 'Buy Now · $24.00' }) as HTMLButtonElement).disabled).toBe(true);
    // a button-style radio is chosen by its visible label (antd keeps the input itself out of the pointer's way)
    await userEvent.click(within(dialog).getByRole('radio', { name: 'M' }).closest('label')!);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Navy' }).closest('label')!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Buy Now · $24.00' }));
    await expect.poll(() => body).toEqual({ items: [{ productId: 'p-tee', quantity: 1, size: 'M', color: 'Navy' }] } satisfies CheckoutRequest);
    expect(page.requests.filter((request) => request.path === '/api/marketplace/checkout')).toHaveLength(1);
  });

  it("shows the server's reason when a checkout cannot start, and lets the parent try again", async () => {
    let attempts = 0;
    renderPage(MarketplacePage, {
      path: 'marketplace',
      user: testUser(),
      routes: {
        'GET /api/marketplace/products': [stickers],
        'GET /api/marketplace/orders': [],
        'POST /api/marketplace/checkout': () =>
          ++attempts === 1 ? { status: 409, body: { message: 'Only 2 of Glow Star Stickers are left.' } } : checkout('ord-44'),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Buy Now: Glow Star Stickers' }));
    expect(await screen.findByText('Checkout Failed')).toBeTruthy();
    expect(screen.getByText('Only 2 of Glow Star Stickers are left.')).toBeTruthy();
    // the button is free again once the purchase debounce has passed
    await expect
      .poll(async () => {
        await userEvent.click(screen.getByRole('button', { name: 'Buy Now: Glow Star Stickers' }));
        return attempts;
      })
      .toBe(2);
  });

  it("shows the server's reason when the products or the orders cannot load, and asks again on Try again", async () => {
    let productReads = 0;
    let orderReads = 0;
    renderPage(MarketplacePage, {
      path: 'marketplace',
      user: testUser(),
      routes: {
        'GET /api/marketplace/products': () => (++productReads === 1 ? { status: 503, body: { message: 'Billing is unavailable right now.' } } : [storybook]),
        'GET /api/marketplace/orders': () => (++orderReads === 1 ? { status: 500, body: { message: 'Orders are unavailable.' } } : [paidOrder]),
      },
    });
    const products = await screen.findByRole('alert');
    expect(products.textContent).toContain('Failed to load products. Please try again.');
    expect(products.textContent).toContain('Billing is unavailable right now.');
    await userEvent.click(within(products).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'The Moonlit Storybook' })).toBeTruthy();

    await userEvent.click(screen.getByRole('tab', { name: 'My Orders' }));
    const orders = await screen.findByRole('alert');
    expect(orders.textContent).toContain('Failed to load your orders.');
    expect(orders.textContent).toContain('Orders are unavailable.');
    await userEvent.click(within(orders).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 × Glow Star Stickers')).toBeTruthy();
  });

  it("shows the server's reason when the merchandise catalogue cannot load, and asks again on Try again", async () => {
    let reads = 0;
    renderPage(MarketplacePage, {
      path: 'marketplace',
      user: testUser(),
      routes: {
        'GET /api/marketplace/products': [storybook, tee],
        'GET /api/marketplace/orders': [],
        'GET /api/merchandise': () => (++reads === 1 ? { status: 502, body: { message: 'The catalogue is being restocked.' } } : [teeDesign]),
      },
    });
    await userEvent.click(await screen.findByRole('tab', { name: 'Merchandise' }));
    const failed = await screen.findByRole('alert');
    expect(failed.textContent).toContain('Failed to load merchandise. Please try again.');
    expect(failed.textContent).toContain('The catalogue is being restocked.');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    const catalogue = screen.getByRole('tabpanel', { name: 'Merchandise' });
    expect(await within(catalogue).findByRole('heading', { name: 'Dream Big Tee' })).toBeTruthy();
  });
});

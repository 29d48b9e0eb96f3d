// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEventLib, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { MerchandiseInput, MerchandiseItem } from '@bedtime/contracts';
import { cleanUpPagesAfterEach, renderPage, testUser } from '@bedtime/web-kit/testing';
import AdminMerchandisePage from '../src/pages/admin-merchandise-page';

cleanUpPagesAfterEach();
// The pointer-events check reads every antd style sheet through jsdom's getComputedStyle on each action:
// seconds per click in the product dialog, for nothing here (no element of the page turns pointer events off).
const userEvent = userEventLib.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** Puts text into a field the way a person pasting it would (one change, not a render per key). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

const admin = testUser({ id: 'admin-1', email: 'ops@bedtime.example', isAdmin: true, staffEmail: true, subscriptionStatus: 'lifetime' });

const tee: MerchandiseItem = {
  id: 'm-1',
  name: 'Dream Big Tee',
  slug: 'dream-big-tee',
  productType: 't-shirt',
  category: 'apparel',
  description: 'A soft cotton tee with a sleepy moon.',
  price: '24.00',
  images: ['/api/marketplace/pictures/tee-navy.svg'],
  features: ['Organic cotton'],
  sizes: ['S', 'M', 'L'],
  colors: ['Navy'],
  inStock: true,
  featured: true,
  sortOrder: 1,
  marketplaceProductId: null,
};
const mug: MerchandiseItem = {
  ...tee,
  id: 'm-2',
  name: 'Starlight Mug',
  slug: 'starlight-mug',
  productType: 'mug',
  category: 'drinkware',
  description: 'Cocoa before bed.',
  price: '14.50',
  images: [],
  sizes: [],
  colors: [],
  inStock: false,
  featured: false,
  sortOrder: 2,
};

describe('/admin/merchandise', () => {
  it('shows every product with its price and stock', async () => {
    renderPage(AdminMerchandisePage, { path: 'admin/merchandise', user: admin, routes: { 'GET /api/admin/merchandise': [tee, mug] } });
    const cards = await screen.findAllByTestId('admin-product');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('heading', { name: 'Dream Big Tee' })).toBeTruthy();
    expect(within(cards[0]!).getByText('$24.00')).toBeTruthy();
    expect(within(cards[0]!).getByText('Featured')).toBeTruthy();
    expect(within(cards[0]!).getByText('In Stock')).toBeTruthy();
    expect(within(cards[1]!).getByText('$14.50')).toBeTruthy();
    expect(within(cards[1]!).getByText('Out of Stock')).toBeTruthy();
    expect(within(cards[1]!).getByText('No image')).toBeTruthy();
  });

  it("refuses an incomplete product with the contract's messages and sends nothing", async () => {
    const page = renderPage(AdminMerchandisePage, { path: 'admin/merchandise', user: admin, routes: { 'GET /api/admin/merchandise': [tee] } });
    await screen.findAllByTestId('admin-product');
    await userEvent.click(screen.getByRole('button', { name: /Add Product/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(within(dialog).getByText('Description is required')).toBeTruthy();
    await fill(within(dialog).getByLabelText('Name'), 'Moon & Stars Mug');
    await fill(within(dialog).getByLabelText('Description'), 'Cocoa before bed.');
    await fill(within(dialog).getByLabelText('Price (USD)'), '14.5.0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('Price must be a number with at most 2 decimal places')).toBeTruthy();
    expect(page.requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('creates a product with the body the contract wants, and lists it', async () => {
    let created: unknown;
    let lists = 0;
    const page = renderPage(AdminMerchandisePage, {
      path: 'admin/merchandise',
      user: admin,
      routes: {
        'GET /api/admin/merchandise': () => (++lists === 1 ? [tee] : [tee, { ...mug, id: 'm-3', name: 'Moon & Stars Mug', slug: 'moon-stars-mug' }]),
        'POST /api/admin/merchandise': (request) => ((created = request.body), { ...mug, id: 'm-3', name: 'Moon & Stars Mug', slug: 'moon-stars-mug' }),
      },
    });
    await screen.findAllByTestId('admin-product');
    await userEvent.click(screen.getByRole('button', { name: /Add Product/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    await fill(within(dialog).getByLabelText('Name'), 'Moon & Stars Mug');
    // the slug follows the name until the admin writes one
    expect((within(dialog).getByLabelText('Slug') as HTMLInputElement).value).toBe('moon-stars-mug');
    await fill(within(dialog).getByLabelText('Description'), 'Cocoa before bed.');
    await fill(within(dialog).getByLabelText('Price (USD)'), '14.50');
    await fill(within(dialog).getByLabelText('Sizes (comma-separated)'), 'S, M');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'mug-cream' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    await expect
      .poll(() => created)
      .toEqual({
        name: 'Moon & Stars Mug',
        slug: 'moon-stars-mug',
        description: 'Cocoa before bed.',
        price: '14.50',
        productType: 't-shirt',
        category: 'apparel',
        images: ['/api/marketplace/pictures/mug-cream.svg'],
        features: [],
        sizes: ['S', 'M'],
        colors: [],
        inStock: true,
        featured: false,
        sortOrder: 0,
      } satisfies MerchandiseInput);
    expect(await screen.findByText('Product created successfully')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Moon & Stars Mug' })).toBeTruthy();
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Create New Product' })).toBeNull();
    expect(page.requests.filter((request) => request.path === '/api/admin/merchandise' && request.method === 'GET')).toHaveLength(2);
  });

  it('edits a product in place and deletes one without asking', async () => {
    let updated: unknown;
    const deleted: string[] = [];
    const page = renderPage(AdminMerchandisePage, {
      path: 'admin/merchandise',
      user: admin,
      routes: {
        'GET /api/admin/merchandise': () => [tee, mug].filter((item) => !deleted.includes(item.id)),
        'PUT /api/admin/merchandise/:id': (request) => ((updated = request.body), { ...tee, price: '26.00' }),
        'DELETE /api/admin/merchandise/:id': (request) => (deleted.push(request.path.split('/').at(-1)!), { status: 204 }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Dream Big Tee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Product' });
    expect((within(dialog).getByLabelText('Slug') as HTMLInputElement).value).toBe('dream-big-tee');
    await userEvent.clear(within(dialog).getByLabelText('Price (USD)'));
    await fill(within(dialog).getByLabelText('Price (USD)'), '26.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await expect.poll(() => updated).toMatchObject({ name: 'Dream Big Tee', slug: 'dream-big-tee', price: '26.00', sizes: ['S', 'M', 'L'], featured: true });
    expect(page.requests.find((request) => request.method === 'PUT')?.path).toBe('/api/admin/merchandise/m-1');
    expect(await screen.findByText('Product updated successfully')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Delete Starlight Mug' }));
    await expect.poll(() => deleted).toEqual(['m-2']);
    expect(await screen.findByText('Product deleted successfully')).toBeTruthy();
    await expect.poll(() => screen.queryByRole('heading', { name: 'Starlight Mug' })).toBeNull();
  });

  it("shows the server's reason when the catalogue cannot load", async () => {
    renderPage(AdminMerchandisePage, {
      path: 'admin/merchandise',
      user: admin,
      routes: { 'GET /api/admin/merchandise': { status: 503, body: { message: 'Billing is unavailable right now.' } } },
    });
    expect(await screen.findByText('Failed to fetch merchandise')).toBeTruthy();
    expect(screen.getByText('Billing is unavailable right now.')).toBeTruthy();
  });

  it("keeps the form open with the server's reason when the slug is taken", async () => {
    renderPage(AdminMerchandisePage, {
      path: 'admin/merchandise',
      user: admin,
      routes: {
        'GET /api/admin/merchandise': [tee],
        'POST /api/admin/merchandise': { status: 409, body: { message: 'A product with this slug already exists' } },
      },
    });
    await screen.findAllByTestId('admin-product');
    await userEvent.click(screen.getByRole('button', { name: /Add Product/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Product' });
    await fill(within(dialog).getByLabelText('Name'), 'Dream Big Tee');
    await fill(within(dialog).getByLabelText('Description'), 'Again.');
    await fill(within(dialog).getByLabelText('Price (USD)'), '24');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to create product')).toBeTruthy();
    expect(screen.getByText('A product with this slug already exists')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Create New Product' })).toBeTruthy();
  });

  it('keeps a signed-in parent out, without asking for the catalogue', async () => {
    const page = renderPage(AdminMerchandisePage, { path: 'admin/merchandise', user: testUser() });
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add Product/ })).toBeNull();
    expect(page.requests.filter((request) => request.path.startsWith('/api/admin'))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { DESKTOP, TALL_PHONE, newPage, returningParentPage, saveElementScreenshot, saveScreenshot, signUpViaApi, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';
import { readOutbox } from '../support/stack';

/** The admin area: the dashboard, the weekly report, the merchandise editor, and the door closed to parents. */
const product = useProductInBrowser();
const base = () => product.stack.baseUrl;

/** An admin: signed up with an address in the company's domain, verified through the link emailed to it. */
async function adminPage(): Promise<Page> {
  const page = await newPage(product.browser);
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
  });
  const email = `ops-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@bedtimestories.app`;
  await signUpViaApi(page, base(), { email });
  let token: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await readOutbox(base())).find((message) => message.to === email && /verify-email\?token=/.test(message.text));
        token = mail?.text.match(/verify-email\?token=([A-Za-z0-9_-]+)/)?.[1];
        return token;
      },
      { timeout: 15_000 },
    )
    .toBeTruthy();
  // The emailed link, followed in the browser: the page verifies and says so.
  await page.goto(`${base()}/verify-email?token=${token}`);
  await page.getByRole('heading', { name: 'Email Verified' }).waitFor();
  return page;
}

describe('admin area', () => {
  it('shows a parent Access Denied, in the look of the other error pages and with no talk of verifying for admin access', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [TALL_PHONE, 'phone'],
    ] as const) {
      const page = await returningParentPage(product.browser, base(), viewport);
      await page.goto(`${base()}/admin`);
      await page.getByText('Access Denied', { exact: true }).waitFor();
      await page.getByText("You don't have permission to access the admin dashboard.").waitFor();
      expect(await page.getByRole('heading', { name: 'Admin Dashboard' }).count()).toBe(0);
      // A parent's address is not a staff one: verifying it would not open this page, so it is not suggested.
      expect(await page.getByText('Admin access needs a verified email address.').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Resend verification email' }).count()).toBe(0);
      // antd's grey 403 drawing is gone: the lock sits in the night-sky badge of the 403, 404 and 500 pages.
      expect(await page.locator('.ant-result-image').count()).toBe(0);
      await page.locator('.mfa-denied-icon .anticon-lock').waitFor();
      await saveScreenshot(page, `admin-access-denied-${size}`);
      await page.goto(`${base()}/admin/merchandise`);
      await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
      expect(await page.getByRole('button', { name: 'Add Product' }).count()).toBe(0);
      await page.context().close();
    }
  });

  it('tells staff whose address is not verified yet to verify it, and resends the link', async () => {
    const page = await newPage(product.browser);
    await page.addInitScript(() => {
      localStorage.setItem('cookieConsent', 'accepted');
      localStorage.setItem('welcomeTourSeen', 'true');
    });
    await signUpViaApi(page, base(), { email: `new-ops-${Date.now()}@bedtimestories.app` });
    await page.goto(`${base()}/admin`);
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText('Admin access needs a verified email address.').waitFor();
    await page.getByRole('button', { name: 'Resend verification email' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'We sent a new verification link to your email address.' }).waitFor();
    await page.context().close();
  });

  it('shows the admin the dashboard: figures, charts, stories and health', async () => {
    const page = await adminPage();
    await page.goto(`${base()}/admin`);
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await expect.poll(() => page.getByTestId('stat-users').innerText(), { timeout: 20_000 }).toMatch(/Total Users\s+\d+/);
    // Trials are not subscriptions: the caption says what is counted.
    expect(await page.getByTestId('stat-subscriptions').innerText()).toMatch(/Active Subscriptions\s+\d+\s+paid, gifted and lifetime \(trials not counted\)/);
    expect(await page.getByTestId('stat-stories').innerText()).toMatch(/Total Stories\s+\d+/);
    await page.getByTestId('chart-users').locator('canvas').first().waitFor();
    await page.getByTestId('chart-revenue').locator('canvas').first().waitFor();
    // The charts say a day and its value in words, never uPlot's "Time: -- users: --".
    expect(await page.getByTestId('chart-users-readout').innerText()).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}: (1 user|\d+ users)$/);
    expect(await page.getByTestId('chart-revenue-readout').innerText()).toMatch(/^[A-Z][a-z]{2}, [A-Z][a-z]{2} \d{1,2}: \$\d+\.\d{2}$/);
    for (const chart of ['chart-users', 'chart-revenue']) expect(await page.getByTestId(chart).innerText()).not.toContain('--');
    const canvas = (await page.getByTestId('chart-users').locator('canvas').first().boundingBox())!;
    await page.mouse.move(canvas.x + 4, canvas.y + canvas.height / 2);
    await expect.poll(() => page.getByTestId('chart-users-readout').innerText()).toMatch(/: (1 user|\d+ users)$/);
    await saveElementScreenshot(page.locator('.mfa-charts'), 'admin-charts-desktop');
    await page.setViewportSize(TALL_PHONE);
    await saveElementScreenshot(page.locator('.mfa-charts'), 'admin-charts-phone');
    await saveScreenshot(page, 'admin-dashboard-phone');
    await page.setViewportSize(DESKTOP);
    // The newest accounts include this admin.
    await page
      .getByRole('cell', { name: /@bedtimestories\.app$/ })
      .first()
      .waitFor();

    // antd's Segmented hides its radio inputs: the visible label is what a person clicks.
    await page.locator('.ant-segmented-item', { hasText: '30d' }).click();
    await expect.poll(() => page.getByTestId('chart-users').innerText()).toMatch(/30 days/);

    await page.getByRole('tab', { name: 'Stories' }).click();
    await page.getByTestId('story-analytics').getByText('Top interests').waitFor();
    await page.getByTestId('chart-stories').waitFor();

    await page.getByRole('tab', { name: 'System Health' }).click();
    await page.getByTestId('system-health').getByRole('cell', { name: 'billing' }).first().waitFor();
    // Every running service reports its own memory and uptime, and each service's database is checked.
    const services = page.getByTestId('system-health').locator('table').first();
    for (const name of ['gateway', 'story', 'billing', 'community']) {
      const row = services.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
      expect(await row.textContent()).toMatch(/OK.*ms.*\d+(\.\d+)? MB/);
    }
    const databases = page.getByTestId('system-health').locator('table').nth(1);
    expect(await databases.getByRole('row').filter({ hasText: 'OK' }).count()).toBe(4);
    await saveScreenshot(page, 'admin-dashboard');

    await page.getByRole('link', { name: 'Weekly Reports' }).click();
    await page.waitForURL(/\/admin\/reports$/);
    await page.getByRole('heading', { name: 'Weekly Reports' }).waitFor();
    await page.getByText('Reports are generated automatically every Monday at 8:00 AM.').waitFor();
    await page.context().close();
  });

  it('generates the weekly report, which is emailed to the recipients and listed', async () => {
    const page = await adminPage();
    await page.goto(`${base()}/admin/reports`);
    await page.getByTestId('report-recipients').locator('li').first().waitFor({ timeout: 20_000 });
    const recipients = (await page.getByTestId('report-recipients').locator('li').allInnerTexts()).map((text) => text.trim());
    expect(recipients.length).toBe(3);
    const before = (await readOutbox(base())).length;
    const pastReports = page.locator('.ant-table-row');
    const listedBefore = await pastReports.count();
    await page.getByRole('button', { name: 'Generate Weekly Report Now' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Report Generation Started' }).waitFor();
    // The page follows the report it asked for: it appears without reloading.
    await expect.poll(() => pastReports.count(), { timeout: 30_000 }).toBe(listedBefore + 1);
    await page.getByTestId('report-contents').getByText('Revenue Analysis').waitFor({ timeout: 20_000 });
    await expect
      .poll(async () => (await readOutbox(base())).slice(before).filter((mail) => recipients.includes(mail.to) && /report/i.test(mail.subject)).length, {
        timeout: 30_000,
      })
      .toBeGreaterThanOrEqual(1);
    await page.reload();
    await page.getByTestId('report-contents').getByText('Revenue Analysis').waitFor({ timeout: 20_000 });
    await page.getByTestId('report-contents').getByText('Growth Projections').waitFor();
    // Counts are written in words that agree with them ('1 week', not '1 weeks').
    expect(await page.getByTestId('report-contents').innerText()).not.toMatch(/\b1 (weeks|users)\b/);
    await page.getByTestId('report-contents').getByText('Based on 1 week:').waitFor();
    await saveScreenshot(page, 'admin-reports');
    await page.context().close();
  });

  it('creates, edits and deletes a product, which appears in and leaves the marketplace', async () => {
    const page = await adminPage();
    const name = `Moonbeam Tee ${Date.now().toString(36)}`;
    await page.goto(`${base()}/admin/merchandise`);
    await page.getByRole('heading', { name: 'Storyteller Tee', exact: true }).waitFor();

    await page.getByRole('button', { name: 'Add Product' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Product' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('Description is required').waitFor();

    // The slug follows the product rules' rule ('&' is not spelled out), and a cleared slug is filled again on leaving it.
    await dialog.getByLabel('Name', { exact: true }).fill('Cocoa & Cream Mug');
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('cocoa-cream-mug');
    await dialog.getByLabel('Slug').fill('');
    await dialog.getByLabel('Description').click();
    expect(await dialog.getByLabel('Slug').inputValue()).toBe('cocoa-cream-mug');
    await dialog.getByLabel('Slug').fill('');
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    expect(await dialog.getByLabel('Slug').inputValue()).toBe(name.toLowerCase().replace(/ /g, '-'));
    await dialog.getByLabel('Description').fill('A soft tee that glows with bedtime stars.');
    await dialog.getByLabel('Price (USD)').fill('12.345');
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Price must be a number with at most 2 decimal places').waitFor();
    await dialog.getByLabel('Price (USD)').fill('21.50');
    await dialog.getByLabel('Features (one per line)').fill('Organic cotton\nGlow-in-the-dark stars');
    await dialog.getByLabel('Sizes (comma-separated)').fill('S, M, L');
    await dialog.getByLabel('Colors (comma-separated)').fill('Navy');
    await dialog.getByText('tee-navy', { exact: true }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Product created successfully' }).waitFor();
    const card = page.getByTestId('admin-product').filter({ has: page.getByRole('heading', { name }) });
    await card.getByText('In Stock').waitFor();
    expect(await card.locator('img').getAttribute('src')).toBe('/api/marketplace/pictures/tee-navy.svg');

    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const editing = page.getByRole('dialog', { name: 'Edit Product' });
    await editing.waitFor();
    expect(await editing.getByLabel('Features (one per line)').inputValue()).toBe('Organic cotton\nGlow-in-the-dark stars');
    await editing.getByLabel('Price (USD)').fill('19.00');
    await editing.getByRole('switch', { name: 'Featured' }).click();
    await editing.getByRole('button', { name: 'Update' }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Product updated successfully' }).waitFor();
    await card.getByText('$19.00').waitFor();
    await card.getByText('Featured').waitFor();
    await saveScreenshot(page, 'admin-merchandise');

    await page.goto(`${base()}/marketplace`);
    await page.getByRole('tab', { name: 'Merchandise' }).click();
    await page.getByRole('heading', { name }).waitFor();

    await page.goto(`${base()}/admin/merchandise`);
    await card.getByRole('button', { name: `Delete ${name}` }).click();
    await page.locator('.ant-notification-notice').filter({ hasText: 'Product deleted successfully' }).waitFor();
    await expect.poll(() => page.getByRole('heading', { name }).count()).toBe(0);

    await page.goto(`${base()}/marketplace`);
    await page.getByRole('tab', { name: 'Merchandise' }).click();
    await page.getByRole('heading', { name: 'Storyteller Tee', exact: true }).waitFor();
    expect(await page.getByRole('heading', { name }).count()).toBe(0);
    await page.context().close();
  });
});

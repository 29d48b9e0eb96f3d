import { describe, expect, it } from 'vitest';
import { PRINT_PHONE_REQUIRED, PRINT_STATE_REQUIRED } from '@bedtime/contracts';
import {
  DESKTOP,
  TALL_PHONE,
  chooseOption,
  returningParentPage,
  saveElementScreenshot,
  saveScreenshot,
  saveViewScreenshot,
  type Page,
} from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * A printed storybook: ordered from the story page through the commerce remote's dialog (lent as a
 * widget), paid for with the test card, and listed on the profile.
 */
const product = useProductInBrowser();

async function createStory(page: Page): Promise<{ id: string; title: string }> {
  const response = await page.request.post(`${product.stack.baseUrl}/api/generate-story`, {
    data: { age: 5, gender: 'girl', interests: ['Space & Stars'], style: 'gentle', lesson: 'Be kind to others', isCollaborative: false, plotTwists: [] },
    timeout: 60_000,
  });
  const body = (await response.json()) as { success: boolean; id: string; title: string };
  if (!response.ok() || !body.success) throw new Error(`story generation failed: ${response.status()} ${JSON.stringify(body)}`);
  return { id: body.id, title: body.title };
}

const toast = (page: Page, text: string) => page.locator('.ant-notification-notice').filter({ hasText: text });
const orderDialog = (page: Page) => page.getByRole('dialog', { name: 'Order Printed Book' });

async function chooseFormat(page: Page) {
  const dialog = orderDialog(page);
  const option = page.locator('.ant-select-item-option').filter({ hasText: 'Square Paperback' });
  await chooseOption(page, dialog.getByRole('combobox', { name: 'Book Format' }), option, /Square Paperback · /);
  // the estimate is asked for on the choice; a busy machine prices it slowly
  await dialog.getByText('Shipping (Mail) estimate').waitFor({ timeout: 60_000 });
}

async function fillAddress(page: Page, rules: { state?: string; phone?: string } = {}) {
  const dialog = orderDialog(page);
  await dialog.getByLabel('Full name').fill('Ada Reader');
  await dialog.getByLabel('Email').fill('ada@example.com');
  await dialog.getByLabel(/^Address\b/).fill('1 Story Lane');
  await dialog.getByLabel('City').fill('Dreamville');
  await dialog.getByLabel('Postal code').fill('94016');
  // The print shop's rules (the shared contract): a state for the US, and a phone for the carrier.
  await dialog.getByLabel('State / region').fill(rules.state ?? 'CA');
  await dialog.getByLabel('Phone').fill(rules.phone ?? '+1 415 555 0100');
}

/** The payment prepared for the book: the test-mode card form, paid with this card. */
async function pay(page: Page, number: string) {
  const dialog = orderDialog(page);
  await dialog.getByTestId('print-total').waitFor({ timeout: 60_000 });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiration (MM / YY)').fill('1234');
  await dialog.getByLabel('CVC').fill('123');
  // On a busy machine the card form's button can come a while after the total; Enter in the card form pays as
  // the button does (the form's own submit), which is how the journey goes on if the button is slow to be found.
  const button = dialog.getByRole('button', { name: /^Pay \$/ });
  if (
    await button.waitFor({ timeout: 30_000 }).then(
      () => true,
      () => false,
    )
  )
    await button.click({ timeout: 30_000 });
  else await dialog.getByLabel('CVC').press('Enter');
}

describe('printed books', () => {
  it('orders a printed storybook from the story page with the test card and sees it on the profile', async () => {
    const page = await returningParentPage(product.browser, product.stack.baseUrl);
    const story = await createStory(page);
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await page.getByRole('button', { name: 'Order Printed Book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Printed Book' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);

    await chooseFormat(page);
    await dialog.getByText('$4.99').waitFor();

    // Required fields first: the order is refused with the product rules' message.
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await toast(page, 'Please fill in all required shipping fields').waitFor();

    // The print shop's address rules (the shared contract), checked before anything is charged, with the
    // reason in the dialog: a missing phone first (a required field), then the state a US address needs.
    await fillAddress(page, { state: '', phone: '' });
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await toast(page, 'Order Failed').filter({ hasText: PRINT_PHONE_REQUIRED }).waitFor({ timeout: 60_000 });
    await dialog.getByLabel('Phone').fill('+1 415 555 0100');
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await toast(page, 'Order Failed').filter({ hasText: PRINT_STATE_REQUIRED }).waitFor({ timeout: 60_000 });
    await dialog.getByLabel('State / region').fill('CA');
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    // Billing prices the book and prepares the payment: the same card form as subscriptions and gifts.
    await pay(page, '4000 0000 0000 0002');
    await toast(page, 'Order Failed').filter({ hasText: 'Your card was declined.' }).waitFor({ timeout: 60_000 });

    await saveViewScreenshot(page, 'print-book-dialog');
    await pay(page, '4242 4242 4242 4242');
    await toast(page, 'Book Order Submitted!').waitFor({ timeout: 60_000 });
    await dialog.waitFor({ state: 'hidden' });

    await page.goto(`${product.stack.baseUrl}/profile`);
    const orders = page.getByRole('list', { name: 'Printed book orders' });
    await orders.waitFor();
    await orders.getByText(story.title).waitFor();
    await orders.getByText('Order placed').waitFor();
    expect(await orders.getByRole('listitem').count()).toBe(1);
    await saveScreenshot(page, 'print-orders-profile');
    await page.context().close();
  });

  it('a card that asks for the bank (3-D Secure) pays for a book, as it does for subscriptions and gifts', async () => {
    const page = await returningParentPage(product.browser, product.stack.baseUrl);
    const story = await createStory(page);
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await page.getByRole('button', { name: 'Order Printed Book' }).click();
    await orderDialog(page).waitFor();
    await chooseFormat(page);
    await fillAddress(page);
    await orderDialog(page).getByRole('button', { name: 'Place Order' }).click();
    await pay(page, '4000 0025 0000 3155');
    const bank = page.getByRole('dialog', { name: 'Confirm this payment with your bank' });
    await bank.waitFor();
    await saveScreenshot(page, 'print-book-3ds');
    await bank.getByRole('button', { name: 'Complete authentication' }).click();
    await toast(page, 'Book Order Submitted!').waitFor({ timeout: 60_000 });
    await page.goto(`${product.stack.baseUrl}/profile`);
    await page.getByRole('list', { name: 'Printed book orders' }).getByText(story.title).waitFor();
    await page.context().close();
  });

  it('the Enhance panel orders through the same dialog, where the coloring book waits for illustrations and says so up front', async () => {
    for (const [viewport, size] of [
      [DESKTOP, 'desktop'],
      [TALL_PHONE, 'phone'],
    ] as const) {
      const page = await returningParentPage(product.browser, product.stack.baseUrl, viewport);
      const story = await createStory(page);
      const popups: string[] = [];
      page.context().on('page', (opened) => popups.push(opened.url()));
      await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
      const panel = page.getByRole('region', { name: 'Enhance Your Story' });
      await panel.getByRole('button', { name: 'Order Physical Book' }).click();
      const dialog = orderDialog(page);
      await dialog.waitFor();
      expect(popups).toEqual([]);
      const coloring = dialog.getByRole('radio', { name: /Coloring book/ });
      await dialog.getByText('Generate illustrations first to unlock the coloring book.').waitFor();
      expect(await coloring.isDisabled()).toBe(true);
      await saveElementScreenshot(dialog, `print-book-coloring-locked-${size}`);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // With illustrations, the coloring book can be chosen.
      await panel.getByRole('button', { name: 'Generate Illustrations' }).click();
      await page.getByRole('region', { name: 'Story Illustrations' }).waitFor({ timeout: 90_000 });
      await panel.getByRole('button', { name: 'Order Physical Book' }).click();
      await dialog.waitFor();
      await expect.poll(() => coloring.isDisabled()).toBe(false);
      expect(await dialog.getByText('Generate illustrations first to unlock the coloring book.').count()).toBe(0);
      await page.context().close();
    }
  });

  it('Download Story PDF opens a print window: the PDF in a window of its own, with the print dialog asked for', async () => {
    const page = await returningParentPage(product.browser, product.stack.baseUrl);
    // Headless Chromium has no print dialog: count the calls instead, in every window of this parent.
    await page.context().addInitScript(() => {
      window.print = () => {
        const counted = window as unknown as { printed?: number };
        counted.printed = (counted.printed ?? 0) + 1;
      };
    });
    const story = await createStory(page);
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    const popup = page.waitForEvent('popup');
    await page.getByRole('region', { name: 'Enhance Your Story' }).getByText('Download Story PDF', { exact: true }).click();
    const printWindow = await popup;
    await printWindow.waitForURL(`**/api/stories/${story.id}/pdf`);
    await expect.poll(() => printWindow.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0), { timeout: 30_000 }).toBe(1);
    expect(await printWindow.evaluate(() => document.contentType)).toBe('application/pdf');
    // The story page itself was not asked to print.
    expect(await page.evaluate(() => (window as unknown as { printed?: number }).printed ?? 0)).toBe(0);
    await page.context().close();
  });
});

import { describe, expect, it } from 'vitest';
import { PRINT_PHONE_REQUIRED, PRINT_STATE_REQUIRED } from '@bedtime/contracts';
import { returningParentPage, saveScreenshot, type Page } from '../support/browser';
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

describe('printed books', () => {
  it('orders a printed storybook from the story page with the test card and sees it on the profile', async () => {
    const page = await returningParentPage(product.browser, product.stack.baseUrl);
    const story = await createStory(page);
    await page.goto(`${product.stack.baseUrl}/story/${story.id}`);
    await page.getByRole('button', { name: 'Order Printed Book' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order Printed Book' });
    await dialog.waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Place Order' }).isDisabled()).toBe(true);

    await dialog.getByRole('combobox', { name: 'Book Format' }).click();
    await page.locator('.ant-select-item-option').filter({ hasText: 'Square Paperback' }).click();
    await dialog.getByText('Shipping (Mail) estimate').waitFor();
    await dialog.getByText('$4.99').waitFor();

    // Required fields first: the order is refused with the spec's message.
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await toast(page, 'Please fill in all required shipping fields').waitFor();

    await dialog.getByLabel('Full name').fill('Ada Reader');
    await dialog.getByLabel('Email').fill('ada@example.com');
    await dialog.getByLabel(/^Address\b/).fill('1 Story Lane');
    await dialog.getByLabel('City').fill('Dreamville');
    await dialog.getByLabel('Postal code').fill('94016');
    await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
    await dialog.getByLabel('Expiration (MM / YY)').fill('1234');
    await dialog.getByLabel('CVC').fill('123');
    // The print shop's address rules, checked before anything is charged, with the reason in the dialog.
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await toast(page, 'Order Failed').filter({ hasText: PRINT_STATE_REQUIRED }).waitFor({ timeout: 60_000 });
    await dialog.getByLabel('State / region').fill('CA');
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await toast(page, 'Order Failed').filter({ hasText: PRINT_PHONE_REQUIRED }).waitFor({ timeout: 60_000 });
    await dialog.getByLabel('Phone').fill('+1 415 555 0100');
    await dialog.getByRole('button', { name: 'Place Order' }).click();
    await toast(page, 'Order Failed').filter({ hasText: 'Your card was declined.' }).waitFor({ timeout: 60_000 });

    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await saveScreenshot(page, 'print-book-dialog');
    await dialog.getByRole('button', { name: 'Place Order' }).click();
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
});

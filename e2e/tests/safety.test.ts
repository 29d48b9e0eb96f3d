import { describe, expect, it } from 'vitest';
import { returningParentPage, saveScreenshot, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * Child safety in the Create Story wizard: a harmful lesson or plot twist is refused with a kind
 * message shown on the input it is about, and nothing reaches the library.
 */
const product = useProductInBrowser();

const parentPage = () => returningParentPage(product.browser, product.stack.baseUrl);

/** Steps 1 to 4 of the wizard with ordinary answers, ending on the lesson step. */
async function toLessonStep(page: Page) {
  await page.goto(`${product.stack.baseUrl}/`);
  await page.getByPlaceholder('Enter age (2-12)').fill('6');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 2 of 5').waitFor();
  await page.getByText('Boy', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 3 of 5').waitFor();
  await page.getByRole('button', { name: 'Animals', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 4 of 5').waitFor();
  await page.getByText('Gentle', { exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByText('Step 5 of 5').waitFor();
}

async function libraryCount(page: Page): Promise<number> {
  const response = await page.request.get(`${product.stack.baseUrl}/api/stories`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { stories: unknown[] }).stories.length;
}

describe('child safety in the Create Story wizard', () => {
  it('shows a kind message on the lesson step for an unsafe lesson, and creates nothing in the library', async () => {
    const page = await parentPage();
    await toLessonStep(page);
    const lesson = page.getByLabel('Lesson or moral');
    await lesson.fill('put the hamster in the freezer to cool it down on hot days');
    await page.getByRole('button', { name: 'Create Story' }).click();

    const message = page.locator('#mfs-lesson-error');
    await message.waitFor();
    // Kind, naming what to change, and never repeating the words.
    expect(await message.innerText()).toMatch(/Try /);
    expect(await message.innerText()).not.toMatch(/hamster|freezer/);
    expect(await page.getByText('Step 5 of 5').isVisible()).toBe(true);
    expect(await lesson.getAttribute('aria-invalid')).toBe('true');
    expect(await lesson.getAttribute('aria-describedby')).toBe('mfs-lesson-error');
    // The parent's words stay, to be changed; the general red box is not used for a field's refusal.
    expect(await lesson.inputValue()).toBe('put the hamster in the freezer to cool it down on hot days');
    expect(await page.locator('.mfs-error-box').count()).toBe(0);
    await saveScreenshot(page, 'safety-lesson-refused-desktop');

    expect(await libraryCount(page)).toBe(0);
    await page.goto(`${product.stack.baseUrl}/stories`);
    await page.getByRole('heading', { name: 'No stories yet' }).waitFor();
    await page.context().close();
  });

  it('shows the message under the plot twist that caused it; once changed, the story is written', async () => {
    const page = await parentPage();
    await toLessonStep(page);
    await page.getByLabel('Lesson or moral').fill('Learning to share');
    await page.getByRole('button', { name: 'Enable' }).click();
    for (const [index, twist] of ['A ghost who wants a friend', 'the boy grabs a k n i f e and cuts his friend'].entries()) {
      await page.getByRole('button', { name: `Add Plot Twist (${index}/3)` }).click();
      await page.getByLabel('Your plot twist').fill(twist);
      await page.getByRole('button', { name: 'Add Twist' }).click();
    }
    await page.getByRole('button', { name: 'Create Story' }).click();

    const refused = page.locator('.mfs-twist.is-refused');
    await refused.waitFor();
    expect(await refused.locator('.mfs-twist-text').innerText()).toBe('the boy grabs a k n i f e and cuts his friend');
    expect(await refused.locator('.mfs-twist-error').innerText()).toMatch(/plot twist 2/);
    expect(await libraryCount(page)).toBe(0);

    await page.getByRole('button', { name: /^Remove plot twist 2/ }).click();
    expect(await page.locator('.mfs-twist-error').count()).toBe(0);
    await page.getByRole('button', { name: 'Create Story' }).click();
    await page.getByRole('button', { name: 'Create Another Story' }).waitFor({ timeout: 60_000 });
    expect(await libraryCount(page)).toBe(1);
    await page.context().close();
  });

  it('shows how the lesson and each twist are understood, under the field, as the parent types', async () => {
    const page = await parentPage();
    await toLessonStep(page);
    await page.getByLabel('Lesson or moral').fill('being brave at the dentist tomorrow');
    const reading = page.getByTestId('mfs-lesson-reading');
    await reading.getByText('being brave at the dentist').waitFor();
    expect(await reading.innerText()).toMatch(/^A story about: being brave at the dentist/);
    await page.getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('button', { name: 'Add Plot Twist (0/3)' }).click();
    await page.getByLabel('Your plot twist').fill('the cat starts talking');
    await page.getByRole('button', { name: 'Add Twist' }).click();
    const twist = page.getByTestId('mfs-twist-reading-0');
    await twist.getByText('an animal who can talk').waitFor();
    await saveScreenshot(page, 'wizard-understood-desktop');
    expect(await libraryCount(page)).toBe(0);
    await page.context().close();
  });

  it('tells a lesson it cannot place as the nearest theme, and the result says which', async () => {
    const page = await parentPage();
    await toLessonStep(page);
    await page.getByLabel('Lesson or moral').fill('be a good egg about the whole thing');
    await page.getByRole('button', { name: 'Create Story' }).click();
    await page.getByRole('button', { name: 'Create Another Story' }).waitFor({ timeout: 60_000 });
    expect(await page.getByTestId('story-note').innerText()).toMatch(/^We told this as a story about /);
    const story = await page.locator('.mfs-result').innerText();
    expect(story).not.toContain('good egg');
    expect(await libraryCount(page)).toBe(1);
    await page.context().close();
  });
});

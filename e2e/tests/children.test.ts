import { describe, expect, it } from 'vitest';
import { childrenResponseSchema, storyResponseSchema, storySummariesResponseSchema } from '@bedtime/contracts';
import { chooseOption, newPage, saveScreenshot, signUpViaApi, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * Child profiles: a family saves its children once, the wizard asks who tonight's story is for and fills
 * itself in, the library shows one child's stories, and "another adventure" keeps the hero and friends.
 */
const product = useProductInBrowser();

async function parentPage(): Promise<Page> {
  const page = await newPage(product.browser);
  await page.addInitScript(() => {
    localStorage.setItem('cookieConsent', 'accepted');
    localStorage.setItem('welcomeTourSeen', 'true');
    localStorage.setItem('storyLibraryView', 'Grid');
  });
  await signUpViaApi(page, product.stack.baseUrl);
  return page;
}

/** The birth month of a child who turns `age` this month. */
function bornYearsAgo(age: number): string {
  const today = new Date();
  return `${today.getFullYear() - age}-${String(today.getMonth() + 1).padStart(2, '0')}`;
}

async function addChild(page: Page, child: { name: string; birthMonth: string; gender: string; interests: RegExp[]; style: string }) {
  await page.getByRole('button', { name: 'Add a child' }).click();
  const form = page.getByRole('region', { name: 'Add a child' });
  await form.getByLabel('Name').fill(child.name);
  await form.getByLabel('Birth month').fill(child.birthMonth);
  await form.locator('.ant-radio-button-wrapper', { hasText: child.gender }).click();
  expect(await form.getByRole('radio', { name: child.gender }).isChecked()).toBe(true);
  for (const interest of child.interests) await form.getByRole('checkbox', { name: interest }).check();
  await chooseOption(
    page,
    form.getByRole('combobox', { name: 'Favourite story style' }),
    page.locator('.ant-select-item-option').filter({ hasText: child.style }),
    child.style,
  );
  await form.getByRole('button', { name: 'Save child' }).click();
  await page.getByRole('heading', { name: child.name, level: 2 }).waitFor();
}

const continueButton = (page: Page) => page.getByRole('button', { name: 'Continue' });

describe('child profiles', () => {
  it('saves two children, fills the wizard from one, filters the library by child, and continues a story with the same hero and friends', async () => {
    const page = await parentPage();
    const base = product.stack.baseUrl;
    // The nickname is the parent's own label: it never becomes the hero.
    expect((await page.request.patch(`${base}/api/user/profile`, { data: { nickname: 'Sunny' } })).ok()).toBe(true);

    // Two children, saved once on their page.
    await page.goto(`${base}/children`);
    await page.getByRole('heading', { name: 'Your children', level: 1 }).waitFor();
    await addChild(page, { name: 'Mia', birthMonth: bornYearsAgo(6), gender: 'Girl', interests: [/Animals/, /Space & Stars/], style: 'Gentle' });
    await addChild(page, { name: 'Leo', birthMonth: bornYearsAgo(4), gender: 'Boy', interests: [/Dinosaurs/], style: 'Funny' });
    const saved = childrenResponseSchema.parse(await (await page.request.get(`${base}/api/children`)).json()).children;
    expect(saved.map((child) => [child.name, child.age])).toEqual([
      ['Mia', 6],
      ['Leo', 4],
    ]);
    const [mia, leo] = saved as [(typeof saved)[number], (typeof saved)[number]];

    // The wizard asks who tonight's story is for.
    await page.goto(`${base}/`);
    await page.getByRole('heading', { name: 'Who is tonight’s story for?' }).waitFor();
    for (const name of [/^Mia Age 6/, /^Leo Age 4/, /^Someone new/]) await page.getByRole('button', { name }).waitFor();
    await saveScreenshot(page, 'children-wizard-who-desktop');

    // Choosing Mia fills everything in and goes to the lesson; every answer stays editable.
    await page.getByRole('button', { name: /^Mia Age/ }).click();
    await page.getByText('Step 5 of 5').waitFor();
    expect(await page.getByLabel("Child's name (optional)").inputValue()).toBe('Mia');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByText('Step 4 of 5').waitFor();
    expect(await page.getByRole('radio', { name: /Gentle/ }).isChecked()).toBe(true);
    await page.getByText('Magical', { exact: true }).click();
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByRole('button', { name: 'Animals', exact: true }).getAttribute('aria-pressed')).toBe('true');
    expect(await page.getByRole('button', { name: 'Space & Stars', exact: true }).getAttribute('aria-pressed')).toBe('true');
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByRole('radio', { name: 'Girl' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    expect(await page.getByPlaceholder('Enter age (2-12)').inputValue()).toBe('6');
    for (const step of [2, 3, 4, 5]) {
      await continueButton(page).click();
      await page.getByText(`Step ${step} of 5`).waitFor();
    }
    await page.getByLabel('Lesson or moral').fill('Sharing with friends');
    await page.getByRole('button', { name: 'Create Story' }).click();
    await page.locator('#mfs-result-title').waitFor({ timeout: 60_000 });

    const list = async (query = '') => storySummariesResponseSchema.parse(await (await page.request.get(`${base}/api/stories${query}`)).json()).stories;
    const [miaSummary] = await list();
    expect(miaSummary).toMatchObject({ childId: mia.id, style: 'magical', age: 6 });
    const miaStory = storyResponseSchema.parse(await (await page.request.get(`${base}/api/stories/${miaSummary!.id}`)).json()).story;
    expect(miaStory.hero).toBe('Mia');
    expect(miaStory.content).not.toContain('Sunny');
    const friend = miaStory.companions![0]!;

    // Leo's story, and one for nobody saved.
    for (const data of [
      { age: 4, gender: 'boy', interests: ['Dinosaurs'], style: 'funny', lesson: 'Being brave', childId: leo.id },
      { age: 8, gender: 'other', interests: ['Music'], style: 'gentle', lesson: 'Being kind' },
    ]) {
      expect((await page.request.post(`${base}/api/generate-story`, { data, timeout: 60_000 })).ok()).toBe(true);
    }

    // The library filters by child.
    await page.goto(`${base}/stories`);
    const cards = page.locator('.mfs-grid .mfs-story-card:not(.mfs-story-card--loading)');
    await expect.poll(() => cards.count(), { timeout: 20_000 }).toBe(3);
    const filter = page.getByRole('combobox', { name: 'Stories for' });
    await chooseOption(page, filter, page.locator('.ant-select-item-option').filter({ hasText: 'Mia' }), 'Mia');
    // The list answers for the chosen child after a moment: wait for its one card to be Mia's story.
    const onlyMias = async (mine: boolean) =>
      (await cards.count()) === 1 && (await cards.first().getByRole('button', { name: miaStory.title!, exact: true }).count()) === (mine ? 1 : 0);
    await expect.poll(() => onlyMias(true), { timeout: 20_000 }).toBe(true);
    await saveScreenshot(page, 'children-library-filter-desktop');
    await chooseOption(page, filter, page.locator('.ant-select-item-option').filter({ hasText: 'Leo' }), 'Leo');
    await expect.poll(() => onlyMias(false), { timeout: 20_000 }).toBe(true);
    await chooseOption(page, filter, page.locator('.ant-select-item-option').filter({ hasText: 'Mia' }), 'Mia');
    await expect.poll(() => onlyMias(true), { timeout: 20_000 }).toBe(true);

    // "Another adventure with Pip" starts the wizard with the same hero and friends; the new story keeps them.
    await cards
      .first()
      .getByRole('link', { name: `Another adventure with ${friend}` })
      .click();
    await page.getByText(`Another adventure with ${friend}`).first().waitFor();
    await page.getByText('Step 5 of 5').waitFor();
    expect(await page.getByLabel("Child's name (optional)").inputValue()).toBe('Mia');
    await saveScreenshot(page, 'children-another-adventure-desktop');
    await page.getByLabel('Lesson or moral').fill('Telling the truth');
    await page.getByRole('button', { name: 'Create Story' }).click();
    await page.locator('#mfs-result-title').waitFor({ timeout: 60_000 });

    const miaShelf = await list(`?childId=${mia.id}`);
    expect(miaShelf).toHaveLength(2);
    const sequel = storyResponseSchema.parse(await (await page.request.get(`${base}/api/stories/${miaShelf[0]!.id}`)).json()).story;
    expect(sequel.id).not.toBe(miaStory.id);
    expect(sequel).toMatchObject({ hero: 'Mia', companions: [friend], childId: mia.id });
    expect(sequel.content).toContain(friend);

    // Someone else opening the story by its link is told neither the child, the hero nor the friends.
    const visitor = await newPage(product.browser);
    const shared = (await (await visitor.request.get(`${base}/api/stories/${sequel.id}`)).json()) as { story: Record<string, unknown> };
    expect(Object.keys(shared.story)).not.toEqual(expect.arrayContaining(['childId']));
    expect(shared.story).not.toHaveProperty('hero');
    expect(shared.story).not.toHaveProperty('companions');
    expect((await visitor.request.get(`${base}/api/children`)).status()).toBe(401);
  });
});

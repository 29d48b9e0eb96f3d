import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { returningParentPage, type Page } from '../support/browser';
import { useProductInBrowser } from '../support/product';

/**
 * Deleting an account leaves nothing behind: a parent with the child saved and stories about them, a narration of
 * free text naming the child, a printed book priced and never paid for, a gift, a shared story with
 * votes and votes on someone else's, deletes their account; then every table of every service's
 * database (the gateway's, story's, billing's and community's, every schema) is read for the person's
 * id and the child's name.
 */
const product = useProductInBrowser();
const CHILD = 'Quenby';

async function createStory(page: Page, childName?: string, childId?: string): Promise<{ id: string; title: string }> {
  const response = await page.request.post(`${product.stack.baseUrl}/api/generate-story`, {
    data: {
      age: 5,
      gender: 'girl',
      interests: ['Animals'],
      style: 'gentle',
      lesson: 'Be kind to others',
      isCollaborative: false,
      plotTwists: [],
      ...(childName ? { childName } : {}),
      ...(childId ? { childId } : {}),
    },
    timeout: 60_000,
  });
  const body = (await response.json()) as { success: boolean; id: string; title: string; story: string };
  if (!response.ok() || !body.success) throw new Error(`story generation failed: ${response.status()} ${JSON.stringify(body)}`);
  if (childName && !body.story.includes(childName)) throw new Error('the story does not name the child');
  return { id: body.id, title: body.title };
}

/** Every (schema, table) of a database with the number of rows whose text holds the needle, bytea columns included. */
async function rowsHolding(databaseUrl: string, needles: string[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const tables = await client.query<{ schema: string; name: string }>(
      `select table_schema as schema, table_name as name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const found: string[] = [];
    for (const { schema, name } of tables.rows) {
      const table = `"${schema}"."${name}"`;
      const binary = await client.query<{ column: string }>(
        `select column_name as column from information_schema.columns where table_schema = $1 and table_name = $2 and data_type = 'bytea'`,
        [schema, name],
      );
      for (const needle of needles) {
        const asText = await client.query<{ n: number }>(`select count(*)::int as n from ${table} t where t::text ilike '%' || $1 || '%'`, [needle]);
        let n = asText.rows[0]!.n;
        for (const { column } of binary.rows) {
          const inBytes = await client.query<{ n: number }>(
            `select count(*)::int as n from ${table} where position(convert_to($1, 'UTF8') in "${column}") > 0`,
            [needle],
          );
          n += inBytes.rows[0]!.n;
        }
        if (n > 0) found.push(`${schema}.${name} holds ${needle === CHILD ? "the child's name" : 'the user id'} (${n} rows)`);
      }
    }
    return found;
  } finally {
    await client.end();
  }
}

describe('deleting an account', () => {
  it("leaves no row in any service's database with the person's id or the child's name", async () => {
    const base = product.stack.baseUrl;
    const leaving = await returningParentPage(product.browser, base);
    const { user } = (await (await leaving.request.get(`${base}/api/user`)).json()) as { user: { id: string } };
    expect((await leaving.request.patch(`${base}/api/user/profile`, { data: { nickname: `${CHILD}'s Mum`, displayName: `${CHILD}'s Mum` } })).ok()).toBe(true);

    // The child, saved once (name, birth month, what they love), and stories about them, one shared, favourited and read.
    const saved = await leaving.request.post(`${base}/api/children`, {
      data: { name: CHILD, birthMonth: `${new Date().getFullYear() - 5}-01`, gender: 'girl', interests: ['Animals'], style: 'gentle' },
    });
    expect(saved.status(), await saved.text()).toBe(201);
    const { child } = (await saved.json()) as { child: { id: string } };
    const story = await createStory(leaving, CHILD, child.id);
    await createStory(leaving);
    expect((await leaving.request.post(`${base}/api/stories/${story.id}/favorite`)).ok()).toBe(true);
    expect(
      (await leaving.request.post(`${base}/api/stories/${story.id}/progress`, { data: { characterPosition: 10, wordIndex: 2, scrollPercentage: 20 } })).ok(),
    ).toBe(true);
    expect((await leaving.request.post(`${base}/api/stories/${story.id}/share`)).ok()).toBe(true);
    expect((await leaving.request.patch(`${base}/api/stories/${story.id}/title`, { data: { title: `${CHILD} and the Moon` } })).ok()).toBe(true);

    // A narration of free text naming the child.
    const spoken = await leaving.request.post(`${base}/api/generate-audio`, { data: { text: `Goodnight, ${CHILD}. Sleep tight.` }, timeout: 60_000 });
    expect(spoken.status()).toBe(200);

    // Votes both ways: on a neighbour's shared story, and the neighbour's on theirs.
    const neighbour = await returningParentPage(product.browser, base);
    const neighbours = await createStory(neighbour);
    expect((await neighbour.request.post(`${base}/api/stories/${neighbours.id}/share`)).ok()).toBe(true);
    expect((await leaving.request.post(`${base}/api/stories/${neighbours.id}/vote`, { data: { vote: 1 } })).ok()).toBe(true);
    expect((await neighbour.request.post(`${base}/api/stories/${story.id}/vote`, { data: { vote: 1 } })).ok()).toBe(true);

    // A printed book of the story priced and never paid for: the quote holds its files, address, email and phone.
    const address = {
      name: 'Lea Leaver',
      email: 'lea.leaver@example.com',
      address_line1: '7 Quiet Close',
      city: 'Nodsville',
      state_code: 'CA',
      postal_code: '90210',
      country_code: 'US',
      phone: '+1 555 0199',
    };
    const quote = await leaving.request.post(`${base}/api/lulu/payment-intent`, {
      data: { storyId: story.id, bookConfigId: 1, shippingAddress: address, shippingLevel: 'MAIL', bookType: 'storybook', orderKey: crypto.randomUUID() },
      timeout: 60_000,
    });
    expect(quote.status(), await quote.text()).toBe(200);

    // A subscription, and a gift bought for someone.
    const card = { number: '4242 4242 4242 4242', expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };
    const subscription = (await (await leaving.request.post(`${base}/api/create-subscription`, { data: {} })).json()) as { clientSecret: string };
    expect((await leaving.request.post(`${base}/api/billing/confirm-payment`, { data: { clientSecret: subscription.clientSecret, card } })).ok()).toBe(true);
    const gift = (await (
      await leaving.request.post(`${base}/api/create-payment-intent`, { data: { amount: 7.99, metadata: { type: 'gift_subscription', months: 1 } } })
    ).json()) as {
      clientSecret: string;
      paymentIntentId: string;
    };
    expect((await leaving.request.post(`${base}/api/billing/confirm-payment`, { data: { clientSecret: gift.clientSecret, card } })).ok()).toBe(true);
    const purchase = await leaving.request.post(`${base}/api/gift-cards/purchase`, {
      data: {
        recipientEmail: 'kin@example.com',
        recipientName: 'Kin',
        subscriptionMonths: 1,
        message: 'Sweet dreams!',
        stripePaymentIntentId: gift.paymentIntentId,
        amount: '7.99',
      },
    });
    expect(purchase.status(), await purchase.text()).toBe(200);

    // Before: the id and the name are all over the place.
    const before = (await Promise.all(Object.values(product.stack.databaseUrls).map((url) => rowsHolding(url, [user.id, CHILD])))).flat();
    expect(before.length).toBeGreaterThan(5);

    const deleted = await leaving.request.delete(`${base}/api/user`, { data: { password: 'Sleepy-time-42' } });
    expect(deleted.status()).toBe(200);
    expect(await deleted.json()).toMatchObject({ pending: [] });

    const after: string[] = [];
    for (const [service, url] of Object.entries(product.stack.databaseUrls))
      for (const row of await rowsHolding(url, [user.id, CHILD])) after.push(`${service}: ${row}`);
    expect(after).toEqual([]);
  }, 240_000);
});

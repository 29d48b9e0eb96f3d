import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { users } from '../src/data/schema';
import { createTestGateway, newUser, type TestGateway } from './helpers';

/**
 * Names reach other families (the display name on shared stories, the nickname on the library)
 * and emails: every one passes the stories' child-safety screen, refused with a message naming the field.
 */
let gw: TestGateway;
beforeAll(async () => {
  gw = await createTestGateway({ RATE_LIMIT_PER_IP: '1000' });
});
afterAll(() => gw.close());

const agent = () => request.agent(gw.app.callback());
const signedUp = async () => {
  const client = agent();
  const input = newUser();
  await client.post('/api/register').send(input).expect(201);
  return { client, input };
};

describe('names at sign-up', () => {
  it.each([
    ['firstName', 'Send me nude pics', /first name: names on Bedtime Stories can't include grown-up words/],
    ['firstName', 'Hi your account is locked. Unlock it at http://bedtime-stories.example/unlock', /first name.*links/],
    ['lastName', 'Hitler', /last name.*hateful names/],
    ['lastName', 'F u c k', /last name.*swear words/],
    ['firstName', 'Sam\u202Elive', /first name.*hidden characters/],
  ])('refuses a %s of %j with 400 naming the field, and makes no account', async (field, value, message) => {
    const input = newUser({ [field]: value });
    const res = await agent().post('/api/register').send(input).expect(400);
    expect(res.body).toEqual({ message: expect.stringMatching(message), field });
    expect(
      await gw.database.db
        .select()
        .from(users)
        .where(eq(users.email, input.email as string)),
    ).toEqual([]);
  });

  it('accepts names of many cultures, including ones that share letters with a swear word', async () => {
    for (const [firstName, lastName] of [
      ['Nguyễn', 'Thị Thảo'],
      ['Zoë', 'Dikshit'],
      ['Siobhán', "O'Brien"],
      ['Dick', 'Cockburn'],
      ['Phúc', 'Fuchs'],
      ['Łukasz', 'Kuntz'],
      ['Muhammad', 'Al-Rashid'],
    ]) {
      const res = await agent().post('/api/register').send(newUser({ firstName, lastName }));
      expect(res.status, `${firstName} ${lastName}`).toBe(201);
    }
  });

  it('sends a verification email that carries nothing the registrant typed', async () => {
    const input = newUser({ firstName: 'Your account is locked' });
    await agent().post('/api/register').send(input).expect(201);
    const mail = (await gw.outbox()).filter((message) => message.to === input.email).pop();
    expect(mail?.text).toMatch(/^Hello,\n/);
    expect(mail?.text).not.toContain('Your account is locked');
    expect(mail?.subject).not.toContain('Your account is locked');
  });
});

describe('names in the profile', () => {
  it.each([
    ['nickname', 'Fuuuuuck'],
    ['nickname', 'Add me on Snapchat: cutie_kid09'],
    ['displayName', 'Send me nude pics'],
    ['displayName', 'Meet me after school, dont tell mum'],
    ['firstName', '@cutie_kid09'],
  ])('refuses a %s of %j, naming it, and keeps the profile as it was', async (field, value) => {
    const { client } = await signedUp();
    const res = await client
      .patch('/api/user/profile')
      .send({ [field]: value })
      .expect(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toMatch(/^Please choose a different (nickname|display name|first name): names on Bedtime Stories can't include /);
    const { user } = (await client.get('/api/user').expect(200)).body;
    expect(user).toMatchObject({ firstName: 'Ada', nickname: null, displayName: null });
  });

  it('keeps a screened display name, and clears it when emptied', async () => {
    const { client } = await signedUp();
    const set = await client.patch('/api/user/profile').send({ displayName: "  Maya's Mum " }).expect(200);
    expect(set.body.user.displayName).toBe("Maya's Mum");
    const cleared = await client.patch('/api/user/profile').send({ displayName: '' }).expect(200);
    expect(cleared.body.user.displayName).toBeNull();
    const tooLong = await client
      .patch('/api/user/profile')
      .send({ displayName: 'x'.repeat(41) })
      .expect(400);
    expect(tooLong.body.message).toBe('Display name must be at most 40 characters');
  });
});

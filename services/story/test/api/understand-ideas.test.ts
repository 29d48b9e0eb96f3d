import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { identityHeaders } from '@bedtime/service-kit/testing';
import { understandIdeasResponseSchema } from '@bedtime/contracts';
import { createTestStoryService, type TestStoryService } from './helpers';

/** POST /api/understand-ideas: what the wizard shows under the lesson and each twist as the parent types. */
describe('POST /api/understand-ideas', () => {
  let service: TestStoryService;
  beforeAll(async () => {
    service = await createTestStoryService();
  });
  afterAll(() => service.close());
  const read = (body: unknown, headers = identityHeaders({ userId: 'reader' })) =>
    request(service.app.callback())
      .post('/api/understand-ideas')
      .set(headers)
      .send(body as object);

  it('answers 401 to an anonymous caller', async () => {
    await read({ lesson: 'sharing' }, identityHeaders({ userId: null })).expect(401);
  });

  it('reads the lesson into a theme with its subject, and each twist into a twist kind, never echoing the words', async () => {
    const res = await read({ lesson: 'being brave at the dentist tomorrow', plotTwists: ['the cat starts talking', 'it rains pancakes'], age: 5 }).expect(200);
    const body = understandIdeasResponseSchema.parse(res.body);
    expect(body.lesson).toMatchObject({ ok: true, about: 'being brave at the dentist', confident: true });
    expect(body.plotTwists).toEqual([
      expect.objectContaining({ ok: true, about: 'an animal who can talk', subject: 'cat' }),
      expect.objectContaining({ ok: true, about: 'a shower of something surprising' }),
    ]);
    expect(JSON.stringify(body)).not.toContain('tomorrow');
  });

  it('says which theme it will use when nothing matches with confidence', async () => {
    const res = await read({ lesson: 'be a good egg about the whole thing' }).expect(200);
    const body = understandIdeasResponseSchema.parse(res.body);
    expect(body.lesson).toMatchObject({ ok: true, confident: false, note: expect.stringMatching(/^We told this as a story about /) });
  });

  it('gives the kind message for a harmful lesson, naming what to change and not repeating it', async () => {
    const res = await read({ lesson: 'put the hamster in the freezer to cool it down' }).expect(200);
    const body = understandIdeasResponseSchema.parse(res.body);
    expect(body.lesson).toMatchObject({ ok: false, message: expect.stringMatching(/Try /) });
    expect(JSON.stringify(body)).not.toMatch(/hamster|freezer/);
  });

  it('refuses malformed input with the contract messages', async () => {
    expect((await read({ lesson: 'a'.repeat(301) }).expect(400)).body).toMatchObject({ message: 'The lesson must be at most 300 characters' });
    expect((await read({ plotTwists: ['a', 'b', 'c', 'd'] }).expect(400)).body).toMatchObject({ message: 'Maximum of 3 plot twists reached' });
    expect((await read({ lesson: 42 }).expect(400)).body).toMatchObject({ message: 'The lesson must be text' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { tokenizeWords } from '@bedtime/contracts';
import { signIdentity } from '@bedtime/service-kit';
import { identityHeaders, TEST_IDENTITY_SECRET } from '@bedtime/service-kit/testing';
import { narrationPreferences, narrations } from '../../src/data/schema';
import { createNarrationEngine, isFestivalAvailable } from '../../src/providers/narration/create-narration-engine';
import type { NarrationRequest } from '../../src/providers/narration/types';
import { createTestStoryService, insertStory, type TestStoryService } from './helpers';

const parent = () => identityHeaders({ userId: 'parent-with-a-choice' });
const other = () => identityHeaders({ userId: 'other-parent' });
const anonymous = () => identityHeaders({ userId: null });
const internal = () => ({
  'x-identity': signIdentity(TEST_IDENTITY_SECRET, { userId: null, email: null, isAdmin: false, entitled: false, issuer: 'gateway-accounts' }),
});

const real = createNarrationEngine({});
const calls: NarrationRequest[] = [];
let service: TestStoryService;
let http: ReturnType<TestStoryService['app']['callback']>;

beforeAll(async () => {
  // The real engine (Festival here), seen through a wrapper that notes what it is asked to say.
  const engine = {
    name: real.name,
    voices: () => real.voices!(),
    canSpeak: real.canSpeak?.bind(real),
    synthesize: (req: NarrationRequest, options?: Parameters<typeof real.synthesize>[1]) => (calls.push(req), real.synthesize(req, options)),
  };
  service = await createTestStoryService({}, { narrationEngine: engine });
  http = service.app.callback();
});
afterAll(async () => {
  real.close?.();
  await service.close();
});

describe.runIf(isFestivalAvailable())('narrators and pace, remembered per account', () => {
  it('lists at least three offline narrators, a soft one among them, and the house narrator at the house pace until one is chosen', async () => {
    const res = await request(http).get('/api/narration/voices').set(parent()).expect(200);
    expect(res.body.voices.length).toBeGreaterThanOrEqual(3);
    expect(res.body.voices.map((voice: { id: string }) => voice.id)).toEqual(expect.arrayContaining(['slt', 'slt-soft', 'kal', 'ked']));
    expect(res.body.voices.some((voice: { soft: boolean }) => voice.soft)).toBe(true);
    expect(res.body.speeds).toEqual([0.8, 1, 1.2]);
    expect(res.body.preference).toEqual({ voice: 'slt', speed: 1 });
  });

  it('keeps the choice for the account that made it, and only for it', async () => {
    const saved = await request(http).put('/api/narration/preference').set(parent()).send({ voice: 'slt-soft', speed: 0.8 }).expect(200);
    expect(saved.body).toEqual({ voice: 'slt-soft', speed: 0.8 });
    expect((await request(http).get('/api/narration/voices').set(parent()).expect(200)).body.preference).toEqual({ voice: 'slt-soft', speed: 0.8 });
    expect((await request(http).get('/api/narration/voices').set(other()).expect(200)).body.preference).toEqual({ voice: 'slt', speed: 1 });
  });

  it('refuses a narrator it does not have, a pace not on offer, extra fields and visitors, with a clear message', async () => {
    const unknown = await request(http).put('/api/narration/preference').set(parent()).send({ voice: 'darth', speed: 1 }).expect(400);
    expect(unknown.body.error ?? unknown.body.message).toMatch(/narrator is not available/);
    const pace = await request(http).put('/api/narration/preference').set(parent()).send({ voice: 'kal', speed: 0.9 }).expect(400);
    expect(JSON.stringify(pace.body)).toMatch(/Speed must be one of 0.8, 1, 1.2/);
    await request(http).put('/api/narration/preference').set(parent()).send({ voice: 'kal', speed: 1, admin: true }).expect(400);
    await request(http).put('/api/narration/preference').set(parent()).send({ voice: 'kal' }).expect(400);
    await request(http).put('/api/narration/preference').set(anonymous()).send({ voice: 'kal', speed: 1 }).expect(401);
    await request(http).get('/api/narration/voices').set(anonymous()).expect(401);
    const id = await insertStory(service.database, { userId: 'author' });
    await request(http).get(`/api/stories/${id}/narration?voice=darth`).set(parent()).expect(400);
    await request(http).get(`/api/stories/${id}/narration?speed=3`).set(parent()).expect(400);
    await request(http).get(`/api/stories/${id}/narration?voice=Kal%00`).set(parent()).expect(400);
  });

  it('narrates in the saved narrator and pace, each voice its own narration with a word-exact timeline', async () => {
    const content = "Pip's little owl yawned. The moon rose over the quiet wood, and everyone slept.";
    const id = await insertStory(service.database, { userId: 'author', content });
    await request(http).put('/api/narration/preference').set(parent()).send({ voice: 'kal', speed: 1.2 }).expect(200);

    const byPreference = await request(http).get(`/api/stories/${id}/narration`).set(parent()).expect(200);
    expect(calls.at(-1)).toMatchObject({ voice: 'kal', speed: 1.08 });
    const audioUrls = new Set<string>([byPreference.body.audioUrl]);
    const durations: Record<string, number> = {};
    for (const voice of ['slt', 'slt-soft', 'kal', 'ked']) {
      const res = await request(http).get(`/api/stories/${id}/narration?voice=${voice}&speed=1`).set(parent()).expect(200);
      expectTimelineOnto(content, res.body);
      audioUrls.add(res.body.audioUrl);
      durations[voice] = res.body.durationMs;
    }
    // Five different narrations (kal at 1.2 and the four voices at 1), each cached under its own key.
    expect(audioUrls.size).toBe(5);
    expect(await service.database.db.select().from(narrations)).toHaveLength(5);
    // The hushed voice is slower than the same voice plain, and a faster pace is shorter.
    expect(durations['slt-soft']!).toBeGreaterThan(durations.slt! * 1.05);
    expect(byPreference.body.durationMs).toBeLessThan(durations.kal!);
    // The default narrator at the house pace is the house narration from before there was a choice.
    expect(calls.find((call) => call.text === content && call.speed === 0.9 && call.voice === 'nova')).toBeTruthy();
  });

  it('deletes a story with its narrations by every narrator and pace', async () => {
    const owner = () => identityHeaders({ userId: 'owner-of-many-voices' });
    const id = await insertStory(service.database, { userId: 'owner-of-many-voices', content: 'The kitten purred. Goodnight, kitten.' });
    const made = [];
    for (const query of ['voice=ked&speed=0.8', 'voice=slt-soft&speed=1.2', 'voice=slt&speed=1']) {
      made.push((await request(http).get(`/api/stories/${id}/narration?${query}`).set(owner()).expect(200)).body.audioUrl);
    }
    const before = (await service.database.db.select().from(narrations)).length;
    await request(http).delete(`/api/stories/${id}`).set(owner()).expect(200);
    expect((await service.database.db.select().from(narrations)).length).toBe(before - 3);
    for (const url of made) await request(http).get(url).set(anonymous()).expect(404);
  });

  it('forgets the choice when the account is erased', async () => {
    await request(http)
      .put('/api/narration/preference')
      .set(identityHeaders({ userId: 'leaving' }))
      .send({ voice: 'ked', speed: 1 })
      .expect(200);
    await request(http).delete('/internal/users/leaving/data').set(internal()).expect(200);
    const rows = await service.database.db.select().from(narrationPreferences);
    expect(rows.map((row) => row.userId)).not.toContain('leaving');
  });
});

function expectTimelineOnto(
  content: string,
  body: { durationMs: number; words: { index: number; text: string; charStart: number; charEnd: number; startMs: number; endMs: number }[] },
) {
  const tokens = tokenizeWords(content);
  expect(body.words).toHaveLength(tokens.length);
  let previous = 0;
  for (const [i, word] of body.words.entries()) {
    expect(word.index).toBe(i);
    expect(content.slice(word.charStart, word.charEnd)).toBe(tokens[i]!.text);
    expect(word.startMs).toBeGreaterThanOrEqual(previous);
    expect(word.endMs).toBeGreaterThan(word.startMs);
    expect(word.endMs).toBeLessThanOrEqual(body.durationMs);
    previous = word.startMs;
  }
  // The last word is spoken in the second half of the audio, not squeezed at the start.
  expect(body.words.at(-1)!.startMs).toBeGreaterThan(body.durationMs / 2);
}

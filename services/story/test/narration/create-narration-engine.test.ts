import { describe, expect, it } from 'vitest';
import { createNarrationEngine, isFestivalAvailable } from '../../src/providers/narration/create-narration-engine';

describe('choosing the narration engine', () => {
  it('uses OpenAI when it is configured', () => {
    expect(createNarrationEngine({ openai: { apiKey: 'key', baseURL: 'http://127.0.0.1:9/v1' } }).name).toBe('openai');
  });

  it('otherwise uses Festival when it and its voice are installed, else espeak', () => {
    expect(createNarrationEngine({}).name).toBe(isFestivalAvailable() ? 'festival' : 'espeak');
  });
});

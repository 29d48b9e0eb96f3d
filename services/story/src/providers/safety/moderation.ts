import OpenAI from 'openai';

export interface ModerationResult {
  flagged: boolean;
  /** Names of the categories the provider flagged, e.g. "violence", "sexual/minors". */
  categories: string[];
}

export interface ModerationClient {
  moderate(text: string, options?: { signal?: AbortSignal }): Promise<ModerationResult>;
}

export interface OpenAIModerationOptions {
  apiKey: string;
  baseURL?: string;
  model?: string;
  timeoutMs?: number;
}

/** Moderation through any OpenAI-compatible /moderations endpoint. */
export class OpenAIModeration implements ModerationClient {
  private readonly client: OpenAI;
  private readonly model: string;

  constructor(options: OpenAIModerationOptions) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs ?? 15_000, maxRetries: 1 });
    this.model = options.model ?? 'omni-moderation-latest';
  }

  async moderate(text: string, options: { signal?: AbortSignal } = {}): Promise<ModerationResult> {
    const response = await this.client.moderations.create({ model: this.model, input: text }, options.signal ? { signal: options.signal } : {});
    const results = response.results ?? [];
    const categories = new Set<string>();
    for (const result of results) {
      for (const [name, flagged] of Object.entries(result.categories ?? {})) if (flagged) categories.add(name);
    }
    return { flagged: results.some((result) => result.flagged), categories: [...categories] };
  }
}

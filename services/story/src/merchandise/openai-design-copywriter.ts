import type { AiProductType } from '@bedtime/contracts';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { z } from 'zod';
import { clip } from '../providers/images/text/story-text';
import { screenText } from '@bedtime/child-safety';
import type { DesignCopywriter, WriteDesignCopyOptions } from './design-copywriter';
import { ageBand, PRODUCT_WORDS, writeDesignCopy, type DesignCopy, type StoryFacts } from './merchandise-copy';
import { samplingFor } from '../providers/openai-models';

export interface OpenAIDesignCopywriterOptions {
  baseURL?: string;
  apiKey: string;
  model: string;
  /** Per-request timeout: a slow answer costs that product its hosted copy, not the set. */
  timeoutMs?: number;
  maxRetries?: number;
}

/** The longest each field may be (characters); longer answers are clipped at a word. */
export const DESIGN_COPY_LIMITS = {
  designConcept: 280,
  tagline: 80,
  description: 360,
  bulletPoint: 140,
  bulletPoints: 6,
  callToAction: 60,
} as const;

/** What the model is asked to answer: the words only (the art style and the ages are ours). */
const answerSchema = z.object({
  designConcept: z.string().trim().min(1),
  tagline: z.string().trim().min(1),
  description: z.string().trim().min(1),
  bulletPoints: z.array(z.string().trim().min(1)).min(1),
  callToAction: z.string().trim().min(1),
});

type Fallback = { reason: 'error' | 'timeout' | 'empty' | 'malformed' | 'unsafe'; [detail: string]: unknown };

/**
 * Design copy from any OpenAI-compatible chat API (same client and settings as the story writer), asked for
 * JSON and parsed with zod. One call per product type: each product falls back on its own (a refused,
 * malformed or late answer costs that product's hosted words, not the set's), the request and answer stay
 * small enough for a short timeout, and the calls run side by side, so a set takes about as long as one call.
 *
 * Children first: every text a child may see passes the same child-safety screen as the embedded writer's;
 * any refusal, parse failure, timeout or error gives that product the embedded writer's copy, logged. The
 * reading ages come from the story's age (`ageBand`), never from the model, and the art style from the
 * embedded writer, which knows how the design is drawn.
 */
export class OpenAIDesignCopywriter implements DesignCopywriter {
  readonly name = 'openai-compatible';
  private readonly client: OpenAI;

  constructor(private readonly options: OpenAIDesignCopywriterOptions) {
    this.client = new OpenAI({ apiKey: options.apiKey, baseURL: options.baseURL, timeout: options.timeoutMs ?? 20_000, maxRetries: options.maxRetries ?? 1 });
  }

  async write(productType: AiProductType, facts: StoryFacts, { log }: WriteDesignCopyOptions = {}): Promise<DesignCopy> {
    const embedded = writeDesignCopy(productType, facts);
    const fallBack = (why: Fallback): DesignCopy => {
      log?.warn({ engine: this.name, model: this.options.model, storyId: facts.id, productType, ...why }, 'design copy fell back to the embedded writer');
      return embedded;
    };

    let content: string | null | undefined;
    try {
      const completion = await this.client.chat.completions.create({
        model: this.options.model,
        ...samplingFor(this.options.model, 0.8),
        response_format: { type: 'json_object' },
        messages: buildDesignCopyMessages(productType, facts),
      });
      content = completion.choices[0]?.message?.content;
    } catch (error) {
      if (error instanceof APIConnectionTimeoutError) return fallBack({ reason: 'timeout' });
      return fallBack({
        reason: 'error',
        status: error instanceof APIError ? error.status : undefined,
        error: error instanceof Error ? error.message : String(error),
      });
    }
    if (!content?.trim()) return fallBack({ reason: 'empty' });

    let answer: z.infer<typeof answerSchema>;
    try {
      const parsed = answerSchema.safeParse(JSON.parse(content));
      if (!parsed.success) return fallBack({ reason: 'malformed', issues: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.code}`) });
      answer = parsed.data;
    } catch {
      return fallBack({ reason: 'malformed', issues: ['not JSON'] });
    }

    const copy: DesignCopy = {
      designConcept: clip(answer.designConcept, DESIGN_COPY_LIMITS.designConcept),
      marketing: {
        tagline: clip(answer.tagline, DESIGN_COPY_LIMITS.tagline),
        description: clip(answer.description, DESIGN_COPY_LIMITS.description),
        bulletPoints: answer.bulletPoints.slice(0, DESIGN_COPY_LIMITS.bulletPoints).map((point) => clip(point, DESIGN_COPY_LIMITS.bulletPoint)),
        callToAction: clip(answer.callToAction, DESIGN_COPY_LIMITS.callToAction),
      },
      analysis: { artStyle: embedded.analysis.artStyle, targetAge: ageBand(facts.age) },
    };
    // The whole answer is refused if any of it is: one unsafe line says the rest cannot be trusted either.
    for (const [field, text] of textsOf(copy)) {
      const screen = screenText(text, 'merchandise');
      if (!screen.ok) return fallBack({ reason: 'unsafe', field, category: screen.category, rule: screen.rule });
    }
    return copy;
  }
}

/** Every text on the design a child may read, named by field (for the log, never the text itself). */
function textsOf(copy: DesignCopy): [string, string][] {
  return [
    ['designConcept', copy.designConcept],
    ['tagline', copy.marketing.tagline],
    ['description', copy.marketing.description],
    ...copy.marketing.bulletPoints.map((point, index): [string, string] => [`bulletPoints.${index}`, point]),
    ['callToAction', copy.marketing.callToAction],
  ];
}

/** The request: the story's facts and the product, and the answer's JSON shape with its limits. */
export function buildDesignCopyMessages(productType: AiProductType, facts: StoryFacts): { role: 'system' | 'user'; content: string }[] {
  const ages = ageBand(facts.age);
  const { noun, facts: productFacts } = PRODUCT_WORDS[productType];
  const characters = facts.characters.map((character) => `- ${character.name}${character.species ? ` (${character.species})` : ''}`);
  const scenes = facts.scenes.map((scene, index) => `${index + 1}. ${clip(scene.summary, 200)} (${scene.setting}, ${scene.timeOfDay})`);
  const limits = DESIGN_COPY_LIMITS;
  const system = [
    "You write the words for merchandise made from a children's bedtime story: a design printed on a product, and its shop copy.",
    `The design is for a child aged ${ages} and the grown-ups who read to them. Write warm, gentle, cheerful words a young child may read.`,
    'Use only what the story gives: its title, its characters by name, its places and moments, its lesson. Invent no characters or events.',
    'Never mention violence, fear, danger, weapons, illness, food or medicine claims, prices, discounts, urgency or anything about real people or places.',
    'Answer with one JSON object and nothing else, with exactly these keys:',
    `{"designConcept": string (what the design shows, at most ${limits.designConcept} characters),`,
    ` "tagline": string (at most ${limits.tagline} characters),`,
    ` "description": string (one or two sentences, at most ${limits.description} characters),`,
    ` "bulletPoints": array of 3 to ${limits.bulletPoints} strings (each at most ${limits.bulletPoint} characters; include the product facts given, and no other product claims),`,
    ` "callToAction": string (a short invitation to order, at most ${limits.callToAction} characters)}`,
  ].join('\n');
  const user = [
    `Product: ${productType} (${noun})`,
    `Product facts: ${productFacts.join('; ')}`,
    '',
    `Story title: ${facts.title}`,
    `Style: ${facts.style}`,
    `Reading ages: ${ages}`,
    `Lesson: ${facts.lesson.trim() || '(none)'}`,
    'Characters:',
    ...(characters.length ? characters : ['- (none named)']),
    'Key scenes:',
    ...(scenes.length ? scenes : ['(none)']),
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: user },
  ];
}

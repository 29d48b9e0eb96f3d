/**
 * What OpenAI's models accept differs by model, and a configured model the request does not fit fails every
 * call. These rules come from the openai SDK's parameter descriptions (SpeechCreateParams,
 * ImageGenerateParams, ChatCompletionCreateParams) and are applied where a request is made.
 */

/** The built-in speech voices (SpeechCreateParams.voice); a name outside them is refused by the API. */
export const OPENAI_VOICES = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'fable', 'onyx', 'nova', 'sage', 'shimmer', 'verse', 'marin', 'cedar'] as const;
export type OpenAIVoice = (typeof OPENAI_VOICES)[number];
/** The product's narration voice (DESIGN.md: OpenAI speech, voice nova). */
export const DEFAULT_OPENAI_VOICE: OpenAIVoice = 'nova';

/** A requested voice the speech API has, else the product's default (the reader's choice of voice is a hint, not an error). */
export function speechVoice(requested: string | undefined): OpenAIVoice {
  const name = requested?.trim().toLowerCase();
  return (OPENAI_VOICES as readonly string[]).includes(name ?? '') ? (name as OpenAIVoice) : DEFAULT_OPENAI_VOICE;
}

/** The narrators offered to listeners when OpenAI narrates: voices every speech model has (tts-1 lacks the rest), the default first. */
export const OPENAI_NARRATORS: ReadonlyArray<{ id: OpenAIVoice; label: string; description: string; soft: boolean }> = [
  { id: 'nova', label: 'Nova', description: 'A warm, friendly voice: the house narrator.', soft: false },
  { id: 'shimmer', label: 'Shimmer', description: 'A soft, gentle voice for the last story of the night.', soft: true },
  { id: 'sage', label: 'Sage', description: 'A calm, quiet voice.', soft: true },
  { id: 'fable', label: 'Fable', description: 'A storyteller with a British lilt.', soft: false },
  { id: 'alloy', label: 'Alloy', description: 'A clear, even voice.', soft: false },
  { id: 'onyx', label: 'Onyx', description: 'A deep voice.', soft: false },
  { id: 'coral', label: 'Coral', description: 'A bright, cheerful voice.', soft: false },
  { id: 'echo', label: 'Echo', description: 'A steady voice.', soft: false },
];

/** The speech API takes a speed from 0.25 to 4.0. */
export const speechSpeed = (speed: number | undefined) => (speed === undefined || !Number.isFinite(speed) ? undefined : Math.min(4, Math.max(0.25, speed)));

/**
 * Reasoning models (o1, o3, o4-mini, gpt-5 and their dated versions) take only the default temperature and
 * refuse any other; their "chat" variants (gpt-5-chat-latest) are not reasoning models.
 */
export function isReasoningModel(model: string): boolean {
  const name = model.toLowerCase().split('/').at(-1)!;
  if (name.includes('-chat')) return false;
  return /^o\d/.test(name) || /^gpt-5/.test(name);
}

/** The sampling parameters a chat request may carry for this model. */
export const samplingFor = (model: string, temperature: number): { temperature?: number } => (isReasoningModel(model) ? {} : { temperature });

/** The longest prompt each image model accepts (characters): dall-e-2 1000, dall-e-3 4000, GPT image models 32000. */
export function imagePromptLimit(model: string): number {
  if (model === 'dall-e-2') return 1000;
  if (model === 'dall-e-3') return 4000;
  return 32_000;
}

/** A prompt cut to the model's limit at a word boundary (its opening carries the scene; the sheet's end goes first). */
export function fitImagePrompt(prompt: string, model: string): string {
  const limit = imagePromptLimit(model);
  if (prompt.length <= limit) return prompt;
  const cut = prompt.slice(0, limit);
  const space = cut.lastIndexOf(' ');
  return (space > limit * 0.8 ? cut.slice(0, space) : cut).trimEnd();
}

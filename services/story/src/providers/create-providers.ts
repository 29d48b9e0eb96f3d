import type { StoryConfig } from '../config';
import type { BlobStore } from './blob-store/blob-store';
import { createBlobStore } from './blob-store/create-blob-store';
import { createCommunityShares, type CommunityShares } from './community-client';
import { createImageEngine } from './images/create-image-engine';
import type { ImageEngine } from './images/types';
import { createNarrationEngine } from './narration/create-narration-engine';
import type { NarrationEngine } from './narration/types';
import { OpenAIModeration } from './safety/moderation';
import { createStorySafety, type StorySafety } from './safety/story-safety';
import { EmbeddedStoryWriter } from './story-text/embedded-story-writer';
import { OpenAIStoryWriter } from './story-text/openai-story-writer';
import type { StoryTextProvider } from './story-text/types';
import { createBillingShopProducts, type ShopProducts } from './billing-client';
import { EmbeddedDesignCopywriter, type DesignCopywriter } from '../merchandise/design-copywriter';
import { OpenAIDesignCopywriter } from '../merchandise/openai-design-copywriter';

/** A provider made on first use (choosing the offline voice probes the machine for Festival). */
export interface OnFirstUse<T> {
  get(): T;
  /** The provider if it was made already, without making it. */
  made(): T | undefined;
}

/** Every outside system the story service talks to. */
export interface StoryProviders {
  storyWriter: StoryTextProvider;
  storySafety: StorySafety;
  narrationEngine: OnFirstUse<NarrationEngine>;
  imageEngine: ImageEngine;
  blobStore: BlobStore;
  /** Unset when no community service is configured: there is no share to remove. */
  communityShares: CommunityShares | undefined;
  /** Story merchandise's products and prices: billing's internal route. */
  shopProducts: ShopProducts;
  /** The words on AI merchandise designs. */
  designCopywriter: DesignCopywriter;
}

/** Engines a caller (a test, a bench, main) already made; the rest are chosen from config. */
export type GivenProviders = Partial<Omit<StoryProviders, 'narrationEngine'> & { narrationEngine: NarrationEngine }>;

/**
 * The one place providers are chosen: the hosted API when one is configured, else the embedded engine
 * (composer, local screen, offline voice, embedded painter, embedded design copywriter, local blob folder unless BLOB_STORE=s3).
 */
export function createProviders(config: StoryConfig, given: GivenProviders = {}): StoryProviders {
  const openai = config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL } : undefined;
  let narrationEngine = given.narrationEngine;
  return {
    storyWriter: given.storyWriter ?? (openai ? new OpenAIStoryWriter({ ...openai, model: config.STORY_MODEL }) : new EmbeddedStoryWriter()),
    // The local child-safety screen, backed by the provider's moderation when a model API is configured.
    storySafety: given.storySafety ?? createStorySafety(openai ? { moderation: new OpenAIModeration(openai) } : undefined),
    narrationEngine: {
      get: () => (narrationEngine ??= createNarrationEngine(openai ? { openai: { ...openai, model: config.SPEECH_MODEL } } : {})),
      made: () => narrationEngine,
    },
    imageEngine: given.imageEngine ?? createImageEngine(openai ? { openai: { ...openai, model: config.IMAGE_MODEL } } : {}),
    blobStore: given.blobStore ?? createBlobStore(config),
    shopProducts: given.shopProducts ?? createBillingShopProducts({ billingUrl: config.BILLING_SERVICE_URL, identitySecret: config.IDENTITY_SECRET }),
    designCopywriter:
      given.designCopywriter ?? (openai ? new OpenAIDesignCopywriter({ ...openai, model: config.MERCHANDISE_COPY_MODEL }) : new EmbeddedDesignCopywriter()),
    communityShares:
      'communityShares' in given
        ? given.communityShares
        : config.COMMUNITY_SERVICE_URL
          ? createCommunityShares({ communityUrl: config.COMMUNITY_SERVICE_URL, identitySecret: config.IDENTITY_SECRET })
          : undefined,
  };
}

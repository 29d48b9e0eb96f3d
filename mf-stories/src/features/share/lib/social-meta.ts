export interface SocialMeta {
  title: string;
  description: string;
  url: string;
  image: string | null;
}

/** "A gentle bedtime story about Animals and Music, for a 5-year-old." — the gateway's wording for crawlers. */
export function describeStory(story: { style: string; interests: readonly string[]; age: number }): string {
  const kind = `${/^[aeiou]/i.test(story.style) ? 'An' : 'A'} ${story.style} bedtime story`;
  const about = story.interests.length > 0 ? ` about ${story.interests.slice(0, 2).join(' and ')}` : '';
  return `${kind}${about}, for a ${story.age}-year-old.`;
}

export type MetaTag = { attribute: 'property' | 'name'; key: string; content: string };

/** The link-preview tags of a story page, the same set the gateway writes into the served HTML. */
export function socialMetaTags({ title, description, url, image }: SocialMeta): MetaTag[] {
  const tags: MetaTag[] = [
    { attribute: 'property', key: 'og:type', content: 'article' },
    { attribute: 'property', key: 'og:site_name', content: 'Bedtime Stories' },
    { attribute: 'property', key: 'og:title', content: title },
    { attribute: 'property', key: 'og:description', content: description },
    { attribute: 'property', key: 'og:url', content: url },
    { attribute: 'name', key: 'twitter:card', content: 'summary_large_image' },
    { attribute: 'name', key: 'twitter:title', content: title },
    { attribute: 'name', key: 'twitter:description', content: description },
    { attribute: 'name', key: 'description', content: description },
  ];
  if (image) {
    tags.push(
      { attribute: 'property', key: 'og:image', content: image },
      { attribute: 'property', key: 'og:image:width', content: '1200' },
      { attribute: 'property', key: 'og:image:height', content: '630' },
      { attribute: 'name', key: 'twitter:image', content: image },
    );
  }
  return tags;
}

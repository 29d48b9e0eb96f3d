export type ShareNetwork = 'facebook' | 'twitter' | 'whatsapp' | 'linkedin' | 'email';

export interface ShareLink {
  network: ShareNetwork;
  label: string;
  href: string;
}

/** The page a shared link opens: the story page, /story/{id} (/stories/{id} redirects there). */
export function storyUrl(origin: string, storyId: string): string {
  return `${origin.replace(/\/+$/, '')}/story/${encodeURIComponent(storyId)}`;
}

/** The social intents, each a plain URL, so they work as ordinary links without any network SDK. */
export function shareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const text = `${title}: a bedtime story`;
  return [
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'twitter', label: 'Twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}` },
    { network: 'whatsapp', label: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    {
      network: 'email',
      label: 'Email',
      href: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`I thought you'd enjoy this bedtime story: ${url}`)}`,
    },
  ];
}

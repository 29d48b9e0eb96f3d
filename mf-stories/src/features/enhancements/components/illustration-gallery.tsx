import type { Illustration } from '@bedtime/contracts';

/** The story's pictures, newest set; each opens full size in a new tab. */
export function IllustrationGallery({ storyId, illustrations }: { storyId: string; illustrations: readonly Illustration[] }) {
  const titleId = `mfs-gallery-title-${storyId}`;
  return (
    <section className="mfs-card mfs-gallery" aria-labelledby={titleId}>
      <h2 id={titleId} className="mfs-panel-title">
        <span aria-hidden>🖼️</span> Story Illustrations
      </h2>
      <ul className="mfs-gallery-grid">
        {illustrations.map((illustration, i) => (
          <li key={illustration.imageUrl}>
            <figure className="mfs-illustration">
              <a href={illustration.imageUrl} target="_blank" rel="noopener" aria-label={`Open scene ${i + 1} full size`}>
                <img
                  src={illustration.imageUrl}
                  alt={illustration.alt || `Scene ${i + 1} of the story`}
                  loading="lazy"
                  decoding="async"
                  width={1024}
                  height={768}
                />
              </a>
              <figcaption>Scene {i + 1}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

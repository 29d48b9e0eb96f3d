import type { Story } from '@bedtime/contracts';

/** 'Story Details': what the story was made from. */
export function StoryDetails({ story }: { story: Pick<Story, 'interests' | 'lesson' | 'plotTwists'> }) {
  return (
    <section className="mfs-card mfs-details" aria-labelledby="mfs-details-title">
      <h2 id="mfs-details-title" className="mfs-details-title">
        Story Details
      </h2>
      <dl className="mfs-details-list">
        <div>
          <dt>Interests</dt>
          <dd>
            <ul className="mfs-interest-pills">
              {story.interests.map((interest) => (
                <li key={interest}>{interest}</li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>Lesson</dt>
          <dd>{story.lesson}</dd>
        </div>
        {story.plotTwists.length > 0 && (
          <div>
            <dt>Plot twists</dt>
            <dd>
              <ul className="mfs-details-twists">
                {story.plotTwists.map((twist) => (
                  <li key={twist}>{twist}</li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

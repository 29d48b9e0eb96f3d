import { useEffect } from 'react';
import { Card } from 'antd';

export const LEGAL_LAST_UPDATED = 'January 21, 2025';

export interface LegalSection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

/** Terms and Privacy: scrolled to the top on load, text in a scrollable area 600 px high. */
export function LegalDocument({ title, intro, sections }: { title: string; intro: string; sections: LegalSection[] }) {
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  return (
    <div className="page page-medium">
      <h1 className="page-title">{title}</h1>
      <p className="page-lead">Last updated: {LEGAL_LAST_UPDATED}</p>
      <Card className="soft-card" variant="borderless">
        <div className="legal-scroll" tabIndex={0} role="region" aria-label={`${title} text`} data-testid="legal-scroll">
          <p className="legal-intro">{intro}</p>
          {sections.map((section, index) => (
            <section key={section.title} className="legal-section">
              <h2>
                {index + 1}. {section.title}
              </h2>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.bullets && (
                <ul>
                  {section.bullets.map((text) => (
                    <li key={text}>{text}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
        </div>
      </Card>
    </div>
  );
}

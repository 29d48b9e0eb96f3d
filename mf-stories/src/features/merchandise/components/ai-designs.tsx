import { useState } from 'react';
import { Alert, Button, Tabs, Tag } from 'antd';
import { DownloadOutlined, RobotOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { AiMerchandise } from '@bedtime/contracts';
import { needsSubscription, useSession } from '@bedtime/web-kit';
import { useAiMerchandise } from '../api/story-merchandise';
import {
  AI_TAB_ORDER,
  AI_UPGRADE_MESSAGE,
  ageLabel,
  aiDesignFailure,
  capitalise,
  designFileName,
  designsIn,
  productTypeLabel,
  type AiDesignTab,
} from '../lib/merchandise-rules';

function DesignCard({ design, storyTitle }: { design: AiMerchandise; storyTitle: string }) {
  const label = productTypeLabel(design.productType);
  return (
    <li className="mfs-merch-card mfs-ai-card">
      <div className="mfs-ai-visual">
        <img src={design.visualUrl} alt={`${label} design: ${design.designConcept}`} className="mfs-merch-image" loading="lazy" />
        <a
          className="mfs-ai-download"
          href={design.visualUrl}
          download={designFileName(storyTitle, design.productType)}
          aria-label={`Download the ${label} design`}
        >
          <DownloadOutlined aria-hidden /> Download
        </a>
        <Tag color="purple" className="mfs-ai-badge">
          AI Generated
        </Tag>
      </div>
      <div className="mfs-merch-body">
        <h4 className="mfs-merch-name">{label}</h4>
        <p className="mfs-ai-tagline">{design.marketing.tagline}</p>
        <p className="mfs-ai-concept">{design.designConcept}</p>
        <p className="mfs-merch-description">{design.marketing.description}</p>
        <ul className="mfs-ai-points">
          {design.marketing.bulletPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <div className="mfs-merch-badges">
          <Tag>{design.analysis.artStyle}</Tag>
          <span className="mfs-merch-age">{ageLabel(design.analysis.targetAge)}</span>
        </div>
        <Button type="primary" block href={design.visualUrl} target="_blank" rel="noopener noreferrer">
          {design.marketing.callToAction}
        </Button>
      </div>
    </li>
  );
}

/** AI Designs: the studio. Designs are made on request (1-2 minutes) for an entitled account. */
export function AiDesigns({ storyId, storyTitle }: { storyId: string; storyTitle: string }) {
  const { user } = useSession();
  const [requested, setRequested] = useState(false);
  const [tab, setTab] = useState<AiDesignTab>('all');
  const designs = useAiMerchandise(storyId, requested);
  const locked = !!user && needsSubscription(user);
  const failure = designs.isError ? aiDesignFailure(designs.error) : null;

  return (
    <div className="mfs-merch-ai">
      <div className="mfs-panel-head">
        <div>
          <h4 className="mfs-merch-book-title">
            <RobotOutlined aria-hidden /> AI-Powered Merchandise Studio
          </h4>
          <p className="mfs-panel-lead">Designs made from your story&apos;s characters and scenes.</p>
        </div>
        {!locked && !designs.data && (
          <Button type="primary" loading={designs.isFetching} onClick={() => (designs.isError ? void designs.refetch() : setRequested(true))}>
            {designs.isFetching ? 'Designing...' : 'Generate AI Merchandise'}
          </Button>
        )}
      </div>
      {!locked && !designs.data && <p className="mfs-field-hint">This takes 1-2 minutes.</p>}
      {(locked || failure) && (
        <Alert
          type={locked || failure?.needsSubscription ? 'info' : 'error'}
          showIcon
          message={locked ? AI_UPGRADE_MESSAGE : failure?.message}
          description={locked || failure?.needsSubscription ? <Link to="/subscribe">Upgrade to Premium</Link> : undefined}
        />
      )}
      {designs.data && (
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key as AiDesignTab)}
          items={AI_TAB_ORDER.map((key) => ({
            key,
            label: key === 'all' ? 'All' : capitalise(key),
            children: (
              <ul className="mfs-merch-grid" aria-label={`${key === 'all' ? 'All' : capitalise(key)} designs`}>
                {designsIn(designs.data, key).map((design) => (
                  <DesignCard key={design.productType} design={design} storyTitle={storyTitle} />
                ))}
              </ul>
            ),
          }))}
        />
      )}
    </div>
  );
}

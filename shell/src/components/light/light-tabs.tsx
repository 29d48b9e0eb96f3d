import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

interface Tab<Key extends string> {
  key: Key;
  label: string;
  children: ReactNode;
}

/**
 * Tabs without antd (the WAI-ARIA tabs pattern: arrow keys, Home and End move between tabs). Only the
 * active panel is rendered, as antd's Tabs does before a tab is first opened.
 */
export function LightTabs<Key extends string>({ items, activeKey, onChange }: { items: Tab<Key>[]; activeKey: Key; onChange: (key: Key) => void }) {
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.key === activeKey),
  );
  const active = items[activeIndex];

  const onKeyDown = (event: KeyboardEvent) => {
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? activeIndex === last
          ? 0
          : activeIndex + 1
        : event.key === 'ArrowLeft'
          ? activeIndex === 0
            ? last
            : activeIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onChange(items[next]!.key);
    tabs.current[next]?.focus();
  };

  return (
    <div className="lt-tabs">
      <div className="lt-tab-list" role="tablist" onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.key}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.key}`}
            aria-selected={item.key === active?.key}
            aria-controls={`${id}-panel-${item.key}`}
            tabIndex={item.key === active?.key ? 0 : -1}
            className={`lt-tab${item.key === active?.key ? ' lt-tab-active' : ''}`}
            onClick={() => onChange(item.key)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {active && (
        <div role="tabpanel" id={`${id}-panel-${active.key}`} aria-labelledby={`${id}-tab-${active.key}`} className="lt-tab-panel">
          {active.children}
        </div>
      )}
    </div>
  );
}

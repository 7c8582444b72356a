import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface ImportTab {
  key: string;
  label: string;
  panel: ReactNode;
}

interface ImportTabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly ImportTab[];
}

/**
 * WAI-ARIA tabs (automatic activation): one tab stop, the arrow keys move between the tabs (mirrored when the
 * page reads right to left), Home and End go to the first and last. A panel stays mounted once opened, so
 * what was typed in one tab is still there after a look at another.
 */
export function ImportTabs({ label, tabs }: ImportTabsProps) {
  const base = useId();
  const [selected, setSelected] = useState(0);
  // A panel mounts when first shown (a tab's requests wait until it is opened), then stays mounted.
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]));
  if (!opened.has(selected)) setOpened(new Set([...opened, selected]));
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (i: number) => `${base}-tab-${i}`;
  const panelId = (i: number) => `${base}-panel-${i}`;

  const select = (i: number) => {
    const next = (i + tabs.length) % tabs.length;
    setSelected(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // The app sets <html dir="rtl"> for Arabic and Hebrew; a nearer dir wins.
    const rtl = event.currentTarget.closest('[dir]')?.getAttribute('dir') === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    if (step !== undefined) select(selected + step);
    else if (event.key === 'Home') select(0);
    else if (event.key === 'End') select(tabs.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <div className="import-tabs">
      <div role="tablist" aria-label={label} className="import-tabs__list">
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              buttons.current[i] = el;
            }}
            type="button"
            role="tab"
            id={tabId(i)}
            className="import-tabs__tab"
            aria-selected={i === selected}
            aria-controls={panelId(i)}
            tabIndex={i === selected ? 0 : -1}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={panelId(i)}
          aria-labelledby={tabId(i)}
          className="import-tabs__panel"
          hidden={i !== selected}
        >
          {opened.has(i) ? tab.panel : null}
        </div>
      ))}
    </div>
  );
}

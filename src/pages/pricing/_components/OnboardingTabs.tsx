import {useRef, useState, type KeyboardEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {tabForKey} from './tabs';
import styles from '../styles.module.css';

export interface Tab {
  readonly key: string;
  readonly label: string;
  readonly panel: ReactNode;
}

/**
 * Accessible tabs: a tablist of buttons with roving focus (arrows, Home, End) and one visible panel.
 * Element ids come from the `id` prop, not `useId`: the browser bundle runs on Preact, whose
 * generated ids differ from those React wrote on the server.
 */
export default function OnboardingTabs({
  id: base,
  tabs,
  label,
  direction,
}: {
  readonly id: string;
  readonly tabs: readonly Tab[];
  readonly label: string;
  readonly direction: 'ltr' | 'rtl';
}): ReactNode {
  const [selected, setSelected] = useState(0);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const next = tabForKey(event.key, selected, tabs.length, direction);
    if (next === null) return;
    event.preventDefault();
    setSelected(next);
    refs.current[next]?.focus();
  }

  return (
    <div className={styles.tabs} data-testid="onboarding-tabs">
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, i) => (
          <button
            key={tab.key}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.key}`}
            aria-selected={i === selected}
            aria-controls={`${base}-panel-${tab.key}`}
            tabIndex={i === selected ? 0 : -1}
            className={clsx(styles.tab, i === selected && styles.tabSelected)}
            onClick={() => setSelected(i)}
            onKeyDown={onKeyDown}>
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${base}-panel-${tab.key}`}
          aria-labelledby={`${base}-tab-${tab.key}`}
          tabIndex={0}
          hidden={i !== selected}
          className={styles.tabpanel}>
          {tab.panel}
        </div>
      ))}
    </div>
  );
}

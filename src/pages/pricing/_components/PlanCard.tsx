import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import {feature} from '@site/src/data/features';
import type {Plan} from '@site/src/data/plans';
import {featureText} from '@site/src/components/marketing/featureText';
import ProTag from '@site/src/components/marketing/ProTag';
import styles from '../styles.module.css';
import '@generated/page-speed/default/pricing.js';

interface Props {
  readonly plan: Plan;
  readonly name: string;
  readonly summary: string;
  /** The price line and the line under it (e.g. the monthly equivalent). */
  readonly price: string;
  readonly priceNote?: string;
  readonly action: ReactNode;
  /** What became of a click on the action, right under it (a phone shows the plans one above the other). */
  readonly status?: ReactNode;
  readonly highlighted?: boolean;
}

/** One plan: its name, price, call to action and every feature it includes, Pro-only ones marked. */
export default function PlanCard({
  plan,
  name,
  summary,
  price,
  priceNote,
  action,
  status,
  highlighted = false,
}: Props): ReactNode {
  const headingId = `plan-${plan.id}-name`;
  return (
    <article
      className={clsx(styles.plan, highlighted && styles.planHighlighted)}
      data-testid={`plan-${plan.id}`}
      aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.planName}>
        {name}
      </h3>
      <p className={styles.planSummary}>{summary}</p>
      <p className={styles.price} data-testid={`plan-${plan.id}-price`} data-price>
        {price}
      </p>
      <p className={styles.priceNote} data-price>
        {priceNote ?? '\u00a0'}
      </p>
      <div className={styles.planAction}>
        {action}
        {status}
      </div>
      <p className={styles.includes}>{translate({id: 'marketing.pricing.includes', message: '包含的功能'})}</p>
      <ul className={styles.features}>
        {plan.features.map((id) => (
          <li key={id} data-feature={id}>
            <svg className={styles.check} viewBox="0 0 16 16" aria-hidden="true">
              <path
                d="M3 8.5l3 3 7-7"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span>
              {featureText(id).title}
              {feature(id).proOnly && <ProTag />}
            </span>
          </li>
        ))}
      </ul>
    </article>
  );
}

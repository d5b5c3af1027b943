import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import clsx from 'clsx';
import type {BillingPeriod} from './tabs';
import styles from '../styles.module.css';
import '@generated/page-speed/default/pricing.js';

interface Props {
  readonly period: BillingPeriod;
  readonly saving: number;
  readonly onChange: (period: BillingPeriod) => void;
}

/** Two toggle buttons, monthly and yearly; the yearly one names what it saves. */
export default function BillingSwitch({period, saving, onChange}: Props): ReactNode {
  return (
    <div
      className={styles.switch}
      role="group"
      aria-label={translate({id: 'marketing.pricing.period.label', message: '付费周期'})}
      data-testid="billing-period">
      <button
        type="button"
        className={clsx(styles.switchButton, period === 'monthly' && styles.switchActive)}
        aria-pressed={period === 'monthly'}
        data-period="monthly"
        onClick={() => onChange('monthly')}>
        {translate({id: 'marketing.pricing.period.monthly', message: '按月付费'})}
      </button>
      <button
        type="button"
        className={clsx(styles.switchButton, period === 'yearly' && styles.switchActive)}
        aria-pressed={period === 'yearly'}
        data-period="yearly"
        onClick={() => onChange('yearly')}>
        {translate({id: 'marketing.pricing.period.yearly', message: '按年付费'})}
        {saving > 0 && (
          <span className={styles.saving} data-testid="yearly-saving">
            {translate({id: 'marketing.pricing.period.saving', message: '省 {percent}%'}, {percent: String(saving)})}
          </span>
        )}
      </button>
    </div>
  );
}

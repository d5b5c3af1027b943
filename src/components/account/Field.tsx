import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {PASSWORD_MAX, PASSWORD_MIN} from '@site/src/lib/credentials';
import styles from './AuthForm/styles.module.css';
import '@generated/page-speed/default/account.js';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly type: 'email' | 'password';
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: string;
  /** A line under the label that the input is described by (rules, examples). */
  readonly hint?: string;
  /** What is wrong with the value, shown under the input and announced with it. */
  readonly problem?: string | null;
  readonly testId: string;
}

/** One labelled email or password input of the account forms, with its hint and problem. */
export default function Field({
  id,
  label,
  type,
  value,
  onChange,
  autoComplete,
  hint,
  problem,
  testId,
}: Props): ReactNode {
  const described = [hint ? `${id}-hint` : '', problem ? `${id}-problem` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <input
        id={id}
        className={styles.input}
        type={type}
        name={id}
        autoComplete={autoComplete}
        inputMode={type === 'email' ? 'email' : undefined}
        maxLength={type === 'email' ? 254 : undefined}
        required
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-describedby={described || undefined}
        data-testid={testId}
      />
      {problem && (
        <p id={`${id}-problem`} className={styles.problem}>
          {problem}
        </p>
      )}
    </div>
  );
}

/** The new password of the reset and change-password forms, with the rules it must meet. */
export function NewPasswordField(props: Pick<Props, 'id' | 'value' | 'onChange' | 'problem' | 'testId'>): ReactNode {
  return (
    <Field
      {...props}
      label={translate({id: 'marketing.account.reset.label', message: '新密码'})}
      hint={translate(
        {
          id: 'marketing.account.password.hint',
          message: '{min} 到 {max} 个字符。可以用一句好记的话，比单个单词更安全。',
        },
        {min: String(PASSWORD_MIN), max: String(PASSWORD_MAX)},
      )}
      type="password"
      autoComplete="new-password"
    />
  );
}

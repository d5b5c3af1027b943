import type {ReactNode} from 'react';
import clsx from 'clsx';
import {refusalOf, type Action} from '@site/src/components/account/useAction';
import ApiErrorNotice from '@site/src/components/marketing/ApiErrorNotice';
import styles from './AuthForm/styles.module.css';

interface Props {
  /** The state of the form's request: the button waits while it is out, the message says how it ended. */
  readonly action: Action<unknown>;
  /** Names the button and the message (`<name>-submit`, `<name>-message`) for tests. */
  readonly name: string;
  readonly label: string;
  readonly busyLabel: string;
  /** An action that cannot be undone (a red button). */
  readonly danger?: boolean;
  /**
   * The refusals the page explains itself in `children` (`'all'`: every one); any other failure gets
   * the common notice.
   */
  readonly explained?: readonly string[] | 'all';
  /** The message's content: what the request's answer means on this page. */
  readonly children?: ReactNode;
}

/**
 * The end of every account form: its submit button, which says it is working and takes no second
 * click, and the message under it, announced to screen readers, marked with the answer's refusal;
 * a failure the page does not explain itself gets the common notice (unreachable, server fault).
 */
export default function FormEnd({
  action,
  name,
  label,
  busyLabel,
  danger = false,
  explained = [],
  children,
}: Props): ReactNode {
  const busy = action.status === 'busy';
  const refusal = refusalOf(action);
  const ownWords = refusal !== null && (explained === 'all' || explained.includes(refusal));
  return (
    <>
      <button
        type="submit"
        className={clsx('button button--block', danger ? ['button--danger', styles.danger] : 'button--primary')}
        disabled={busy}
        aria-busy={busy}
        data-testid={`${name}-submit`}>
        {busy ? busyLabel : label}
      </button>
      <div
        className={styles.message}
        aria-live="polite"
        data-testid={`${name}-message`}
        data-state={refusal ?? action.status}>
        {children}
        {action.status === 'failed' && !ownWords && <ApiErrorNotice error={action.error} />}
      </div>
    </>
  );
}

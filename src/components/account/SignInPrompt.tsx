import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {useLoginHref} from '@site/src/components/account/useLoginHref';
import {Message} from '@site/src/components/marketing/Section';
import styles from './account.module.css';

/** Asks a signed-out visitor to sign in, with a link to the sign-in page; each page says why. */
export default function SignInPrompt({text, action}: {readonly text: string; readonly action: string}): ReactNode {
  const login = useLoginHref();
  return (
    <div data-testid="signin-prompt">
      <Message tone="notice">
        <p className={styles.promptText}>{text}</p>
        <Link className="button button--primary button--sm" to={login}>
          {action}
        </Link>
      </Message>
    </div>
  );
}

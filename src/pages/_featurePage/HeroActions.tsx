import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

export interface Action {
  readonly label: string;
  /** An internal path (`/download/`) or a full external address from the settings. */
  readonly to: string;
}

function isExternal(to: string): boolean {
  return /^https?:\/\//.test(to);
}

/** A primary call to action and optional secondary ones, as buttons. */
export default function HeroActions({
  primary,
  secondary = [],
}: {
  readonly primary: Action;
  readonly secondary?: readonly Action[];
}): ReactNode {
  return (
    <>
      <ActionLink action={primary} className="button button--primary button--lg" testId="feature-primary-cta" />
      {secondary.map((action) => (
        <ActionLink key={action.to} action={action} className="button button--secondary button--lg" />
      ))}
    </>
  );
}

function ActionLink({
  action,
  className,
  testId,
}: {
  readonly action: Action;
  readonly className: string;
  readonly testId?: string;
}): ReactNode {
  return isExternal(action.to) ? (
    <Link className={className} href={action.to} data-testid={testId}>
      {action.label}
    </Link>
  ) : (
    <Link className={className} to={action.to} data-testid={testId}>
      {action.label}
    </Link>
  );
}

/**
 * Stand-in for `@docusaurus/Translate` with no translations loaded: the default message (the
 * site's Chinese), with `{name}` placeholders filled in, as the real one does for the default
 * locale.
 */
import type {ReactNode} from 'react';

type Values = Readonly<Record<string, string | number>>;

export function translate(
  {message, id}: {message?: string; id?: string; description?: string},
  values?: Values,
): string {
  return (message ?? id ?? '').replace(/{(\w+)}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
}

export default function Translate({
  children,
  id,
  values,
}: {
  children?: string;
  id?: string;
  description?: string;
  values?: Values;
}): ReactNode {
  return <>{translate({message: children, id}, values)}</>;
}

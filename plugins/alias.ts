/**
 * Points one exact module request at another file. Docusaurus's own aliases (`@generated`,
 * `@theme`, …) match by prefix and are tried in order, so an exact alias has to come before them.
 */
import type {Configuration} from 'webpack';

export function prependExactAlias(config: Configuration, request: string, target: string): void {
  const resolve = (config.resolve ??= {});
  resolve.alias = {[`${request}$`]: target, ...(resolve.alias as Record<string, string>)};
}

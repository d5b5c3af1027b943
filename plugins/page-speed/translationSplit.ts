/**
 * The marketing pages' strings are most of a locale's translations, yet each page needs only its
 * own few. They are split from the translations every page loads, one module per group (the
 * second part of the id: `marketing.pricing.…` is in group `pricing`); see
 * plugins/page-speed (splitTranslations.ts).
 */
const MARKETING_PREFIX = 'marketing.';

/** The group of a marketing id, or null for any other id. */
export function marketingGroup(id: string): string | null {
  if (!id.startsWith(MARKETING_PREFIX)) return null;
  return id.slice(MARKETING_PREFIX.length).split('.')[0] || null;
}

/** Where a module that uses a group's strings imports them from. */
export function groupModule(group: string): string {
  return `@generated/page-speed/default/${group}.js`;
}

export function splitMessages(all: Readonly<Record<string, string>>): {
  shell: Record<string, string>;
  groups: Record<string, Record<string, string>>;
} {
  const shell: Record<string, string> = {};
  const groups: Record<string, Record<string, string>> = {};
  for (const [id, message] of Object.entries(all)) {
    const group = marketingGroup(id);
    if (group) (groups[group] ??= {})[id] = message;
    else shell[id] = message;
  }
  return {shell, groups};
}

/** The groups whose strings a module's source uses. */
export function groupsUsed(source: string): string[] {
  const groups = new Set<string>();
  for (const match of source.matchAll(/['"`]marketing\.([A-Za-z0-9_]+)\./g)) groups.add(match[1]!);
  return [...groups].sort();
}

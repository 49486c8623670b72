/**
 * Filling a message: `{name}` placeholders and Docusaurus's `one|other` plural forms. A module of
 * its own so that a browser bundle (the search modal) can use it without the tables of messages.ts.
 */

/** `{name}` placeholders filled from `values` (missing ones kept as written). */
export function interpolate(message: string, values: Record<string, string | number> = {}): string {
  return message.replace(/\{(\w+)\}/g, (m, k: string) => (k in values ? String(values[k]) : m))
}

/**
 * A plural message (`one|other`, Docusaurus's form): the form for `count` by the locale's plural
 * categories in `Intl.PluralRules` order; a message with fewer forms takes its last.
 */
export function pluralForm(message: string, count: number, lang: string): string {
  const forms = message.split('|')
  if (forms.length === 1) return forms[0]!
  const rules = new Intl.PluralRules(lang)
  // CLDR's order (V8 lists a locale's categories in no fixed order), as Docusaurus's usePluralForm orders them.
  const given = rules.resolvedOptions().pluralCategories
  const categories = (['zero', 'one', 'two', 'few', 'many', 'other'] as const).filter((c) => given.includes(c))
  const index = categories.indexOf(rules.select(count))
  return forms[Math.min(Math.max(index, 0), forms.length - 1)]!
}

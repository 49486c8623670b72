/**
 * A word the runtime shows, in the page's language: `<meta name="cwc:strings">` (rendered by the
 * theme for a page not in English, theme/i18n/runtime-strings.ts) or the English given.
 */
export function uiText(key: string, en: string, doc: Document = document): string {
  try {
    return (
      (
        JSON.parse(doc.querySelector('meta[name="cwc:strings"]')?.getAttribute('content') ?? '{}') as Record<
          string,
          string | undefined
        >
      )[key] ?? en
    )
  } catch {
    return en
  }
}

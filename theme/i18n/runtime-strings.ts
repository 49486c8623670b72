/**
 * The words the browser code shows (the crash page, the colour-mode toggle's label, the search
 * modal, the code blocks' copy button): the runtime keeps them in English, and a page in another language
 * carries its own in
 * `<meta name="cwc:strings">` (JSON, short key → text), so the runtime holds no table of
 * languages (its 8 KB budget) and an English page is unchanged. Read by theme/runtime/strings.ts.
 */
import { EN, interpolate, type MessageId } from './messages'

/** Runtime key → message id. Each runtime call site passes the English text as its fallback. */
export const RUNTIME_IDS = {
  crash: 'theme.ErrorPageContent.title',
  retry: 'theme.ErrorPageContent.tryAgain',
  fatal: 'cwc.PageError.title',
  cause: 'cwc.ErrorPage.cause',
  search: 'theme.SearchBar.label',
  placeholder: 'theme.SearchModal.searchBox.placeholder',
  close: 'cwc.SearchModal.close',
  results: 'cwc.SearchModal.results',
  count: 'cwc.SearchModal.results.plurals',
  none: 'cwc.SearchModal.noResults',
  move: 'theme.SearchModal.footer.navigateText',
  open: 'theme.SearchModal.footer.selectText',
  shut: 'theme.SearchModal.footer.closeText',
  copied: 'theme.CodeBlock.copied',
  pressCopy: 'cwc.CodeBlock.pressCopy',
} as const satisfies Record<string, MessageId>

/** The colour-mode toggle's label for a mode, in a locale's words. */
export function colorToggleLabel(messages: Record<string, string>, mode: 'light' | 'dark'): string {
  const m = (id: MessageId) => messages[id] ?? EN[id]
  return interpolate(m('theme.colorToggle.ariaLabel'), { mode: m(`theme.colorToggle.ariaLabel.mode.${mode}`) })
}

/** Every runtime string of a locale (key → text). */
export function runtimeStrings(messages: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, id] of Object.entries(RUNTIME_IDS)) out[key] = messages[id] ?? EN[id]
  out.light = colorToggleLabel(messages, 'light')
  out.dark = colorToggleLabel(messages, 'dark')
  return out
}

/** The `cwc:strings` meta's JSON: only the strings that differ from English; null when none does. */
export function runtimeStringsMeta(messages: Record<string, string>): string | null {
  const english = runtimeStrings({})
  const own = Object.entries(runtimeStrings(messages)).filter(([k, v]) => english[k] !== v)
  return own.length ? JSON.stringify(Object.fromEntries(own)) : null
}

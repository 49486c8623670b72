/**
 * Parts of the page around the layout rendered once per site in a thread. The footer is the same
 * on every page. The navbar and the mobile panel are the same on most pages but for a few parts: the
 * version dropdown (it links the page being read in each version) and the active marks. Their
 * inside is rendered once per site and `key` (what else the page changes in them), with a slot
 * where each per-page part goes; each page renders only those parts into the slots. The output
 * is what rendering the whole gives (react-native-website: the navbar and panel were 54 % of
 * the React time of the document around a page). React preloads the images it renders in a
 * page; those of an inside rendered here it does not see: the document names the brand's
 * (`brandImages`, Document.tsx).
 */
import type { ContextType, ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import type { SiteData } from '../../generator/core/theme-contract'
import { I18nContext } from '../i18n/context'

const SLOT = 'cwc-slot'
const SLOT_HTML = `<${SLOT}></${SLOT}>`
const PRELOADS_RE = /^(?:<link rel="preload" as="image"[^>]*\/>)+/

/** Where a per-page part goes in the memoized inside. */
export const Slot = () => <cwc-slot />

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'cwc-slot': Record<string, never>
    }
  }
}

/**
 * The HTML of `inside` (rendered with `Slot` where `parts` go), made once per `site` and `key`
 * in a thread, with this page's `parts` rendered into the slots, each in the page's `i18n`
 * context (the component's, `useContext(I18nContext)`). Null when the inside holds a slot marker
 * of its own (the site's HTML items): the caller renders the whole.
 */
export function slotMemo(
  i18n: ContextType<typeof I18nContext>,
  store: WeakMap<SiteData, Map<string, string[]>>,
  site: SiteData,
  key: string,
  inside: () => ReactElement,
  parts: ReactElement[],
): string | null {
  const render = (element: ReactElement) =>
    renderToStaticMarkup(<I18nContext.Provider value={i18n}>{element}</I18nContext.Provider>)
  let byKey = store.get(site)
  if (!byKey) store.set(site, (byKey = new Map()))
  let pieces = byKey.get(key)
  // Rendered alone, the inside opens with React's preloads of its images: the document names them where React
  // would (Document.tsx).
  if (!pieces) byKey.set(key, (pieces = render(inside()).replace(PRELOADS_RE, '').split(SLOT_HTML)))
  if (pieces.length !== parts.length + 1) return null
  let html = pieces[0]!
  for (const [i, part] of parts.entries()) html += render(part) + pieces[i + 1]!
  return html
}

/**
 * Lazy sidebar branches: pages render only the open branches of the docs sidebar (closed
 * categories hold an empty `ul[data-lazy-children]`). The first time a reader opens one, or
 * a route swap needs a link that is not there yet, the full sidebar file (written once per
 * sidebar) is fetched and every empty branch is filled from it.
 */
import { persistUrl, markActive } from './swap'

/** Empty branches waiting for their children. */
export const LAZY = 'ul[data-lazy-children]'

/** Dependencies of {@link initLazySidebar}. */
export interface LazySidebarDeps {
  base: string
  doc?: Document
  /** @default fetch(url).text() */
  fetchText?: (url: string) => Promise<string>
  /** Called to open the category once its children are in (the animated toggle). */
  open?: (details: HTMLDetailsElement) => void
}

/** Key of a category: the href of its page link, else its label. */
function keyOf(details: Element): string {
  const link = details.previousElementSibling
  if (link?.matches('a.menu__link')) return 'href:' + link.getAttribute('href')
  return 'label:' + (details.querySelector(':scope > summary')?.textContent ?? '').trim()
}

/** Copy children from the full sidebar into every empty branch under `root`. */
export function fillBranches(root: ParentNode, fullHtml: string, doc: Document = document): number {
  const t = doc.createElement('template')
  t.innerHTML = fullHtml
  const lists = new Map<string, Element>()
  t.content.querySelectorAll('details.menu__category').forEach((d) => {
    const ul = d.querySelector(':scope > ul')
    if (ul) lists.set(keyOf(d), ul)
  })
  let filled = 0
  root.querySelectorAll(LAZY).forEach((ul) => {
    const source = ul.parentElement && lists.get(keyOf(ul.parentElement))
    if (!source) return
    ul.replaceChildren(...[...source.childNodes].map((n) => n.cloneNode(true)))
    ul.removeAttribute('data-lazy-children')
    filled++
  })
  return filled
}

/** Wire lazy branches; returns `ensure()`, which fills them (once per sidebar file). */
export function initLazySidebar({
  base,
  doc = document,
  fetchText = (u) => fetch(u).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`${r.status} ${u}`)))),
  open,
}: LazySidebarDeps): () => Promise<void> {
  const files = new Map<string, Promise<string>>()
  const ensure = async (): Promise<void> => {
    const nav = doc.querySelector('[data-persist^="sidebar:"]')
    if (!nav || !doc.querySelector(LAZY)) return
    const key = nav.getAttribute('data-persist')!
    if (!files.has(key)) files.set(key, fetchText(persistUrl(base, key)))
    try {
      fillBranches(doc, await files.get(key)!, doc)
    } catch (error) {
      files.delete(key)
      console.error('[runtime] could not load the full sidebar', error)
    }
  }
  // Warm the file when the pointer or focus enters the sidebar.
  const warm = (e: Event) => {
    if ((e.target as Element).closest?.('.doc-sidebar')) void ensure()
  }
  doc.addEventListener('pointerover', warm, { passive: true })
  doc.addEventListener('focusin', warm)
  // Opening an empty branch waits for its children, then opens it (capture: before the
  // collapsible handler, which would animate an empty list).
  doc.addEventListener(
    'click',
    (e) => {
      const summary = (e.target as Element).closest?.('summary')
      const details = summary?.parentElement as HTMLDetailsElement | null | undefined
      if (!details?.matches('details.menu__category') || details.open || !details.querySelector(`:scope > ${LAZY}`))
        return
      e.preventDefault()
      e.stopImmediatePropagation()
      void ensure().then(() => (open ? open(details) : (details.open = true)))
    },
    true,
  )
  return async () => {
    if (!doc.querySelector(LAZY)) return
    await ensure()
    markActive(doc, location.pathname)
  }
}

/**
 * The search UI: its own bundle entry (`assets/search.[hash].js`), loaded by `search-trigger.ts`
 * on first use. A modal `<dialog>` over Pagefind's JS API (`{base}pagefind/pagefind.js`, index
 * written by generator/outputs/search.ts): type to search, arrows move, Enter follows the hit through the
 * client router (a click on its link), Escape closes. Load failures show the lazy Retry box.
 */
import type { lazyPart } from './lazy'
import { BEFORE_SWAP } from './router'
import {
  appendExcerpt,
  partIndexDir,
  SEARCH_DIR,
  toHits,
  versionIndexDir,
  type PagefindResultData,
  type SearchHit,
} from './search-results'
import { interpolate, pluralForm } from '../i18n/format'

/** The part of Pagefind's instance API we use (`createInstance` in pagefind.js). */
export interface PagefindInstance {
  init(): Promise<void>
  search(term: string, options?: object): Promise<unknown>
  debouncedSearch(
    term: string,
    options?: object,
    ms?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>
  /** Add another index (a frozen docs version's) to the searches. */
  mergeIndex(indexPath: string, options?: object): Promise<void>
}

/** The module `pagefind.js`. */
export interface PagefindModule {
  createInstance(options: { baseUrl?: string; excerptLength?: number }): PagefindInstance
}

/** Dependencies of {@link createSearch}. */
export interface SearchDeps {
  /** Base URL (`meta[name="cwc:base"]`); the index lives at `{base}pagefind/`. */
  base: string
  /** The runtime's lazy loader (loading state, Retry box), shared rather than bundled twice. */
  lazy: typeof lazyPart
  /** The runtime's `uiText` (strings.ts): a word in the page's language, else the English given. Passed, not
   * imported, so the runtime needs no shared chunk. @default English */
  text?: (key: string, en: string) => string
  doc: Document
  /** Imports a module by URL. @default dynamic import() */
  load?: (url: string) => Promise<PagefindModule>
}

/** The opened UI. */
export interface SearchUi {
  /** Show the dialog (or focus its input if it is open). */
  open(): void
  close(): void
}

/** What this chunk exports (the trigger imports it by URL). */
export interface SearchModule {
  createSearch(deps: SearchDeps): Promise<SearchUi>
}

/** Pages whose sections are listed per query. */
const MAX_PAGES = 8
/** Pagefind waits this long after the last keystroke before searching. */
const DEBOUNCE_MS = 120
/** Words of excerpt around the best match. */
const EXCERPT_WORDS = 22
/** The theme's close icon (theme/components/icons.tsx `IconClose`). */
const CLOSE_ICON =
  '<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true" focusable="false"><path d="M6 6l12 12M18 6 6 18"/></svg>'

/**
 * With several docs versions, results are the docs of the version being read (the page's own,
 * else the reader's preferred one, else the last: `html[data-docs-version]`, set by
 * runtime/versions.ts) and the pages that belong to no version.
 */
export function versionFilter(doc: Document): object {
  const version = versionRead(doc)
  return version ? { filters: { version: { any: [version, 'all'] } } } : {}
}

/** The docs version being read, on a site with several (else null). */
function versionRead(doc: Document): string | null {
  return doc.querySelector('meta[name="cwc:versions"]') ? doc.documentElement.getAttribute('data-docs-version') : null
}

/** The current docs version's name (Docusaurus's); every other version's docs have an index of their own. */
const CURRENT_VERSION = 'current'

/** Load the index and build the (closed) dialog; rejects when the index cannot load. */
export async function createSearch(deps: SearchDeps): Promise<SearchUi> {
  const pagefind = await loadPagefind(deps)
  // A frozen version's docs are in its own index (search-results.ts versionIndexDir), merged when that
  // version is first searched.
  const merged = new Map<string, Promise<void>>()
  const mergeVersion = (version: string): Promise<void> => {
    let done = merged.get(version)
    if (!done) {
      done = pagefind.mergeIndex(`${deps.base}${SEARCH_DIR}/${versionIndexDir(version)}`, {
        baseUrl: '/',
        excerptLength: EXCERPT_WORDS,
      })
      done.catch(() => merged.delete(version)) // the Retry box tries again
      merged.set(version, done)
    }
    return done
  }
  const { doc, lazy } = deps
  const text = deps.text ?? ((_key: string, en: string) => en)
  const el = renderDialog(doc, text)
  const { dialog, input, list, body, status } = el
  let links: HTMLAnchorElement[] = []
  let active = -1
  let searchId = 0

  const setActive = (i: number): void => {
    links[active]?.setAttribute('aria-selected', 'false')
    active = i
    const link = links[i]
    if (!link) return input.removeAttribute('aria-activedescendant')
    link.setAttribute('aria-selected', 'true')
    input.setAttribute('aria-activedescendant', link.id)
    link.scrollIntoView?.({ block: 'nearest' })
  }

  const show = (term: string, hits: SearchHit[]): void => {
    links = hits.map((hit, i) => renderHit(doc, hit, i))
    list.replaceChildren(...links)
    input.setAttribute('aria-expanded', String(hits.length > 0))
    status.textContent = !term
      ? ''
      : hits.length
        ? interpolate(
            pluralForm(text('count', '{count} result|{count} results'), hits.length, doc.documentElement.lang || 'en'),
            { count: hits.length },
          )
        : interpolate(text('none', 'No results for “{query}”'), { query: term })
    setActive(hits.length ? 0 : -1)
  }

  // Reads the input when it runs, so the Retry button searches for what is typed now.
  const search = async (): Promise<void> => {
    const id = ++searchId
    const term = input.value.trim()
    if (!term) return show('', [])
    const version = versionRead(doc)
    if (version && version !== CURRENT_VERSION) await mergeVersion(version)
    const found = await pagefind.debouncedSearch(term, versionFilter(doc), DEBOUNCE_MS)
    if (!found || id !== searchId) return // a newer keystroke took over
    const data = await Promise.all(found.results.slice(0, MAX_PAGES).map((r) => r.data()))
    if (id === searchId) show(term, toHits(data, undefined, term))
  }

  const close = (): void => {
    if (dialog.open) dialog.close()
  }

  /** Follow a hit: close first (focus goes back), then let the router take the link's click. */
  const follow = (link: HTMLAnchorElement | undefined): void => {
    if (!link) return
    close()
    link.click()
  }

  input.addEventListener('input', () => void lazy(body, search))
  input.addEventListener('keydown', (e) => {
    const n = links.length
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (n) setActive((active + (e.key === 'ArrowDown' ? 1 : n - 1)) % n)
    } else if (e.key === 'Enter' && !e.isComposing) {
      e.preventDefault()
      follow(links[active])
    } else if (e.key === 'Escape') {
      e.preventDefault() // the dialog's own cancel, made explicit so every browser closes the same way
      close()
    }
  })
  list.addEventListener('mousemove', (e) => {
    const i = links.indexOf((e.target as Element).closest?.('a') as HTMLAnchorElement)
    if (i >= 0 && i !== active) setActive(i)
  })
  // A click on a hit is a plain link click: the router navigates; the dialog only closes.
  list.addEventListener('click', close)
  dialog.addEventListener('click', (e) => e.target === dialog && close()) // the backdrop
  el.closeButton.addEventListener('click', close)
  doc.addEventListener(BEFORE_SWAP, close) // back/forward while open

  return {
    open() {
      if (!dialog.isConnected) doc.body.append(dialog)
      if (!dialog.open) dialog.showModal()
      input.focus()
      input.select()
    },
    close,
  }
}

/**
 * Import Pagefind and start an instance; rejects when the index cannot load (Retry box).
 * Pagefind's `init()` never rejects (it logs and falls back), but an empty search waits for the
 * index and throws Pagefind's load error, if any.
 */
async function loadPagefind({ base, doc, load = (url) => import(url) }: SearchDeps): Promise<PagefindInstance> {
  const dir = `${base}${SEARCH_DIR}/`
  const pagefind = (await load(`${dir}pagefind.js`)).createInstance({ baseUrl: '/', excerptLength: EXCERPT_WORDS })
  await pagefind.init()
  // A large site's main index is in parts (`meta[name="cwc:search-parts"]`, generator/outputs/search.ts
  // searchParts): the first at pagefind/, the others merged.
  await Promise.all(
    Array.from({ length: searchParts(doc) - 1 }, (_, i) =>
      pagefind.mergeIndex(`${dir}${partIndexDir(i + 1)}`, { baseUrl: '/', excerptLength: EXCERPT_WORDS }),
    ),
  )
  await pagefind.search('')
  return pagefind
}

/** How many parts the main index has (1 without the meta). */
function searchParts(doc: Document): number {
  const n = Number(doc.querySelector('meta[name="cwc:search-parts"]')?.getAttribute('content'))
  return Number.isInteger(n) && n > 1 ? Math.min(n, 64) : 1
}

interface DialogParts {
  dialog: HTMLDialogElement
  input: HTMLInputElement
  list: HTMLElement
  body: HTMLElement
  status: HTMLElement
  closeButton: HTMLButtonElement
}

/** Build an element: attributes, then children. */
function h<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  attrs: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = doc.createElement(tag)
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v)
  el.append(...children)
  return el
}

function renderDialog(doc: Document, t: (key: string, en: string) => string): DialogParts {
  const input = h(doc, 'input', {
    class: 'search-modal__input',
    type: 'text',
    role: 'combobox',
    'aria-label': t('placeholder', 'Search the docs'),
    'aria-autocomplete': 'list',
    'aria-expanded': 'false',
    'aria-controls': 'search-hits',
    placeholder: t('placeholder', 'Search the docs'),
    autocomplete: 'off',
    autocapitalize: 'off',
    spellcheck: 'false',
    enterkeyhint: 'go',
  })
  const closeButton = h(doc, 'button', {
    class: 'search-modal__close',
    type: 'button',
    'aria-label': t('close', 'Close search'),
  })
  closeButton.innerHTML = CLOSE_ICON
  const list = h(doc, 'div', {
    class: 'search-hits',
    id: 'search-hits',
    role: 'listbox',
    'aria-label': t('results', 'Search results'),
  })
  const status = h(doc, 'p', { class: 'search-modal__status', role: 'status' })
  const body = h(doc, 'div', { class: 'search-modal__body' }, status, list)
  const hints = h(
    doc,
    'p',
    { class: 'search-modal__hints', 'aria-hidden': 'true' },
    h(doc, 'kbd', {}, '↑'),
    h(doc, 'kbd', {}, '↓'),
    ` ${t('move', 'to move')} `,
    h(doc, 'kbd', {}, '↵'),
    ` ${t('open', 'to open')} `,
    h(doc, 'kbd', {}, 'Esc'),
    ` ${t('shut', 'to close')}`,
  )
  const panel = h(
    doc,
    'div',
    { class: 'search-modal__panel' },
    h(doc, 'div', { class: 'search-modal__bar' }, input, closeButton),
    body,
    hints,
  )
  const dialog = h(doc, 'dialog', { class: 'search-modal', 'aria-label': t('search', 'Search') }, panel)
  return { dialog, input, list, body, status, closeButton }
}

function renderHit(doc: Document, hit: SearchHit, i: number): HTMLAnchorElement {
  const excerpt = h(doc, 'span', { class: 'search-hit__excerpt' })
  appendExcerpt(excerpt, hit.excerpt)
  return h(
    doc,
    'a',
    {
      class: 'search-hit',
      id: `search-hit-${i}`,
      role: 'option',
      'aria-selected': 'false',
      href: hit.url,
      tabindex: '-1',
    },
    h(doc, 'span', { class: 'search-hit__page' }, hit.page),
    ...(hit.section ? [h(doc, 'span', { class: 'search-hit__section' }, hit.section)] : []),
    excerpt,
  )
}

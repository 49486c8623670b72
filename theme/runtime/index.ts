/**
 * The browser runtime's entry (bundled by esbuild as one minified ES module, no React, no
 * `node:` imports). Module scripts run after parsing, so the DOM is ready: wire every module
 * once, and re-run the per-page enhancers after each client-side route swap.
 */
import { ANNOUNCEMENT_DISMISS_KEY, ANNOUNCEMENT_ID_KEY } from './bootstrap'
import { initCollapsibles, toggle } from './collapsible'
import { initCodeCopy } from './code-copy'
import { initColorMode } from './color-mode'
import { uiText } from './strings'
import { initDropdowns } from './dropdown'
import { createLoader } from './loader'
import { createPrefetcher } from './prefetch'
import { initPreferredVersion, PREFERRED_VERSION_KEY } from './preferred-version'
import { createProgress } from './progress'
import { createRouter } from './router'
import { initSearch } from './search-trigger'
import { initSidebarCollapse } from './sidebar-collapse'
import { initLazySidebar } from './sidebar-lazy'
import { createStorage } from './storage'
import { initTocSpy } from './toc-spy'
import { normalizeUrl } from './url'

const base = document.querySelector('meta[name="cwc:base"]')?.getAttribute('content') || '/'

/**
 * Run one module's setup; a broken enhancer must not take the static page down with it. (The error's
 * stack names the module: a label per call cost 108 bytes of the 8 KB budget.)
 */
function safely<T>(setup: () => T): T | undefined {
  try {
    return setup()
  } catch (error) {
    console.error('[runtime] failed to start', error)
  }
}

normalizeUrl()
const storage = safely(() => createStorage())
if (storage) {
  safely(() => initColorMode({ storage }))
  // The announcement bar's close button: a chunk only on pages with a bar.
  if (document.querySelector('[data-announcement-bar]'))
    void import('./announcement').then((m) =>
      m.initAnnouncement({ storage, keys: { id: ANNOUNCEMENT_ID_KEY, dismiss: ANNOUNCEMENT_DISMISS_KEY } }),
    )
  safely(() => initPreferredVersion({ storage }))
}
safely(() => initDropdowns())
// The mobile panel is a chunk loaded by the first tap on the hamburger (desktop never needs it);
// from then on the module handles every toggle itself. Without JS, `#mobile-panel:target` opens it.
safely(() => {
  const first = (event: Event): void => {
    if (!(event.target as Element).closest?.('[data-mobile-toggle]')) return
    event.preventDefault()
    document.removeEventListener('click', first)
    import('./mobile-panel').then(
      (m) => m.initMobilePanel().open(),
      () => location.assign('#mobile-panel'),
    )
  }
  document.addEventListener('click', first)
})
// navbar.hideOnScroll: its own chunk, loaded only when the navbar asks for it (a few bytes here: every page pays them).
const hiding = document.querySelector<HTMLElement>('[data-hide-on-scroll]')
if (hiding) void import('./hide-on-scroll').then((m) => m.initHideOnScroll(hiding))
safely(() => initCollapsibles())
safely(() => initSidebarCollapse())
safely(() => initCodeCopy())
// Tabs load only on pages that have them (their own chunk); later swaps re-check.
let tabs: Promise<() => void> | undefined
// A tab clicked before the chunk has loaded is clicked again once it has (not lost on a slow load).
const early = (event: Event): void => {
  const tab = (event.target as Element).closest?.<HTMLElement>('.tabs__tab')
  if (tab)
    tabs!.then(
      () => tab.click(),
      () => {},
    )
}
const withTabs = (): void => {
  if (!storage || !document.querySelector('.tabs')) return
  tabs ??=
    (document.addEventListener('click', early),
    import('./tabs').then((m) => (document.removeEventListener('click', early), m.initTabs({ storage }))))
  tabs.then(
    (restore) => restore(),
    (error) => console.error('[runtime] tabs failed to load', error),
  )
}
safely(withTabs)
// "Copy page" loads its module on the first click (its own chunk when esbuild splits); if that
// load fails, the markdown twin opens instead so it can still be copied by hand.
safely(() =>
  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.('[data-copy-page]')
    if (button)
      import('./copy-page').then(
        (m) => m.copyPage(button),
        () => location.assign(button.getAttribute('data-src')!),
      )
  }),
)
safely(() => initSearch(base))
// Page modules (DOM.md), loaded only on pages that name them: the islands' entry (interactive MDX:
// React and the page's components, on `<cwc-island data-src>`) and the mermaid diagrams' script (on
// `[data-mermaid][data-src]`). Each exports mount(); leaving the page calls its unmount().
let mounted: Promise<{ mount(): void; unmount?(): void } | void>[] = []
const pageModules = (): void => {
  for (const m of mounted) void m.then((x) => x?.unmount?.())
  const srcs = [...document.querySelectorAll('cwc-island[data-src],[data-mermaid][data-src]')].map((e) =>
    e.getAttribute('data-src'),
  )
  mounted = [...new Set(srcs)].map((src) =>
    import(/* @vite-ignore */ src!).then(
      (m: { mount(): void; unmount?(): void }) => (m.mount(), m),
      (error) => console.error('[runtime] page module failed', error),
    ),
  )
}
safely(pageModules)
// Docs versions: a chunk only on sites with several versions (the navbar follows the page's version, S5).
let versions: Promise<() => void> | undefined
safely(() => {
  if (document.querySelector('a[data-version],a[data-version-hrefs]'))
    versions = import('./versions').then((m) => m.initVersions({ storage, key: PREFERRED_VERSION_KEY }))
})
const fillSidebar = safely(() =>
  initLazySidebar({ base, open: (d) => toggle(d, matchMedia('(prefers-reduced-motion: reduce)').matches) }),
)

const load = createLoader()
const prefetcher = safely(() => createPrefetcher({ base, load }))
let stopTocSpy = safely(() => initTocSpy())
// A choice in the mobile "On this page" box closes it (the page scrolls to the heading).
document.addEventListener('click', (event) => {
  const box = (event.target as Element).closest?.('.toc-mobile a')?.closest('details')
  if (box) box.open = false
})

safely(() =>
  createRouter({
    base,
    load,
    progress: createProgress(),
    // Errors thrown here show the crash page (E1).
    enhance() {
      stopTocSpy?.()
      stopTocSpy = initTocSpy()
      withTabs() // remembered tab choices apply to the new page's tabs too
      pageModules()
      void versions?.then((sync) => sync())
      // The new page's link may sit in a branch this page has not loaded yet.
      if (!document.querySelector('.doc-sidebar a[aria-current="page"]')) void fillSidebar?.()
      prefetcher?.scan()
    },
    // The crash page is its own chunk (only needed when something breaks); if even that
    // cannot load, a full reload is the last resort.
    crash: (error, retry) =>
      import('./crash').then(
        (m) => m.showCrashPage(error, { retry, text: uiText }),
        () => location.reload(),
      ),
  }),
)
prefetcher?.scan()

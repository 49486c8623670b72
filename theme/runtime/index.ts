/**
 * The browser runtime's entry (bundled by esbuild as one minified ES module, no React, no
 * `node:` imports). Module scripts run after parsing, so the DOM is ready: wire every module
 * once, and re-run the per-page enhancers after each client-side route swap.
 */
import { initAnnouncement } from './announcement'
import { initCollapsibles, toggle } from './collapsible'
import { initColorMode } from './color-mode'
import { showCrashPage } from './crash'
import { initDropdowns } from './dropdown'
import { createLoader } from './loader'
import { initMobilePanel } from './mobile-panel'
import { createPrefetcher } from './prefetch'
import { initPreferredVersion } from './preferred-version'
import { createProgress } from './progress'
import { createRouter } from './router'
import { initSidebarCollapse } from './sidebar-collapse'
import { initLazySidebar } from './sidebar-lazy'
import { createStorage } from './storage'
import { initTocSpy } from './toc-spy'
import { normalizeUrl } from './url'

const base = document.querySelector('meta[name="cwc:base"]')?.getAttribute('content') || '/'

/** Run one module's setup; a broken enhancer must not take the static page down with it. */
function safely<T>(name: string, setup: () => T): T | undefined {
  try {
    return setup()
  } catch (error) {
    console.error(`[runtime] ${name} failed to start`, error)
  }
}

normalizeUrl()
const storage = safely('storage', () => createStorage())
if (storage) {
  safely('color mode', () => initColorMode({ storage }))
  safely('announcement bar', () => initAnnouncement({ storage }))
  safely('preferred version', () => initPreferredVersion({ storage }))
}
safely('dropdowns', () => initDropdowns())
safely('mobile panel', () => initMobilePanel())
safely('collapsibles', () => initCollapsibles())
safely('sidebar collapse', () => initSidebarCollapse())
const fillSidebar = safely('lazy sidebar', () => initLazySidebar({ base, open: (d) => toggle(d, matchMedia('(prefers-reduced-motion: reduce)').matches) }))

const load = createLoader()
const prefetcher = safely('prefetch', () => createPrefetcher({ base, load }))
let stopTocSpy = safely('toc spy', () => initTocSpy())

safely('router', () =>
  createRouter({
    base,
    load,
    progress: createProgress(),
    // Errors thrown here show the crash page (E1).
    enhance() {
      stopTocSpy?.()
      stopTocSpy = initTocSpy()
      // The new page's link may sit in a branch this page has not loaded yet.
      if (!document.querySelector('.doc-sidebar a[aria-current="page"]')) void fillSidebar?.()
      prefetcher?.scan()
    },
    crash: (error, retry) => showCrashPage(error, { retry }),
  }),
)
prefetcher?.scan()

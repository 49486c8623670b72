/**
 * Google Analytics on client-side navigation, what Docusaurus's
 * `@docusaurus/plugin-google-gtag` client module does: a page_view for every route change, with
 * the new path, sent on the next tick so the new page's title is in place. The gtag.js tags of
 * `<head>` (stages/client/page-tags.ts `gtagTags`) send the first page's view. Bundled with the site's
 * client modules when gtag is configured.
 */
import type { RouteUpdate } from './client-modules'

type Gtag = (...args: unknown[]) => void

export function onRouteDidUpdate(
  { location, previousLocation }: RouteUpdate,
  win: Window & { gtag?: Gtag } = window,
): void {
  if (!previousLocation) return
  if (
    location.pathname === previousLocation.pathname &&
    location.search === previousLocation.search &&
    location.hash === previousLocation.hash
  )
    return
  setTimeout(() => {
    win.gtag?.('set', 'page_path', location.pathname + location.search + location.hash)
    win.gtag?.('event', 'page_view')
  })
}

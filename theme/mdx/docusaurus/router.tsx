/**
 * `@docusaurus/router` (react-router v5's API as Docusaurus re-exports it), answered for a static
 * page: `useLocation` is the page's own path (the real one in the browser), `useHistory` navigates
 * with full page loads, and `<Redirect>` becomes a redirect page — a `<meta http-equiv="refresh">`
 * in the head and a link for readers without it; in the browser (an island) it replaces the
 * location after hydration.
 */
import {
  Children,
  createElement,
  isValidElement,
  useEffect,
  useSyncExternalStore,
  type ComponentType,
  type ReactElement,
  type ReactNode,
} from 'react'
import { withBase } from '../../../generator/core/paths'
import { Head } from '../Head'
import { mdxSite } from '../site'

/** react-router's location. */
export interface Location {
  pathname: string
  search: string
  hash: string
  state?: unknown
  key?: string
}

const inBrowser = () => typeof window !== 'undefined' && typeof document !== 'undefined'

/**
 * The location: the page's URL path while the build renders it, `window.location` in the browser,
 * where a component using it renders again when the location changes — the runtime's client
 * navigation (`cwc:navigated`), back and forward, a `#hash` followed — as react-router's does (a
 * site's Root stays mounted across pages and reads it: theme/mdx/root-frame.ts).
 */
export function useLocation(): Location {
  const read = inBrowser() ? browserLocation : buildLocation
  return useSyncExternalStore(subscribeLocation, read, read)
}

function buildLocation(): Location {
  const site = mdxSite()
  return { pathname: site.pathname ?? site.baseUrl, search: '', hash: '', state: undefined }
}

/** The browser's location, the same object while it is unchanged (useSyncExternalStore compares snapshots). */
let seen: Location | null = null
function browserLocation(): Location {
  const { pathname, search, hash } = window.location
  if (!seen || seen.pathname !== pathname || seen.search !== search || seen.hash !== hash)
    seen = { pathname, search, hash, state: undefined }
  return seen
}

/** The runtime router's event once a page is swapped in (theme/runtime/router.ts NAVIGATED). */
const NAVIGATED = 'cwc:navigated'

function subscribeLocation(changed: () => void): () => void {
  if (!inBrowser()) return () => {}
  document.addEventListener(NAVIGATED, changed)
  window.addEventListener('popstate', changed)
  window.addEventListener('hashchange', changed)
  return () => {
    document.removeEventListener(NAVIGATED, changed)
    window.removeEventListener('popstate', changed)
    window.removeEventListener('hashchange', changed)
  }
}

/** A `to` prop: a path or a location object. */
type To = string | { pathname?: string; search?: string; hash?: string }

/** A `to` as a URL, with the base URL added to site paths as Docusaurus's `<Redirect>` users write them (with
 * it or without). */
function hrefOf(to: To): string {
  const raw = typeof to === 'string' ? to : `${to.pathname ?? ''}${to.search ?? ''}${to.hash ?? ''}`
  if (!raw.startsWith('/') || raw.startsWith('//')) return raw
  const { baseUrl } = mdxSite()
  return raw.startsWith(baseUrl) ? raw : withBase(baseUrl, raw)
}

/** react-router's history, as far as a static site can honour it. */
export interface History {
  length: number
  action: 'POP' | 'PUSH' | 'REPLACE'
  location: Location
  push(to: To, state?: unknown): void
  replace(to: To, state?: unknown): void
  go(n: number): void
  goBack(): void
  goForward(): void
  block(): () => void
  listen(listener: (location: Location) => void): () => void
  createHref(to: To): string
}

/** `useHistory()`: push and replace load the page (the build has no client router of React's), back and
 * forward are the browser's. */
export function useHistory(): History {
  const location = useLocation()
  return {
    length: inBrowser() ? window.history.length : 1,
    action: 'POP',
    location,
    push: (to) => {
      if (inBrowser()) follow(hrefOf(to))
    },
    replace: (to) => {
      if (inBrowser()) window.location.replace(hrefOf(to))
    },
    go: (n) => {
      if (inBrowser()) window.history.go(n)
    },
    goBack: () => {
      if (inBrowser()) window.history.back()
    },
    goForward: () => {
      if (inBrowser()) window.history.forward()
    },
    block: () => () => {},
    listen: (listener) => {
      if (!inBrowser()) return () => {}
      // biome-ignore lint/correctness/useHookAtTopLevel: `useLocationNow` reads window.location; it is no React hook
      const on = () => listener(useLocationNow())
      window.addEventListener('popstate', on)
      return () => window.removeEventListener('popstate', on)
    },
    createHref: hrefOf,
  }
}

/**
 * Go to a URL as a click on a link there would: the runtime's router (theme/runtime/router.ts)
 * takes a link to a page of the site without reloading; anything else the browser follows.
 */
function follow(href: string): void {
  const a = document.createElement('a')
  a.href = href
  a.hidden = true
  document.body.append(a)
  a.click()
  a.remove()
}

function useLocationNow(): Location {
  return { pathname: window.location.pathname, search: window.location.search, hash: window.location.hash }
}

/** The attribute of a Redirect's link: a React page that renders one is an island (react-page.ts), so the
 * redirect also happens when the page is reached by client navigation. */
export const REDIRECT_ATTR = 'data-cwc-redirect'

/** `<Redirect to>`: a redirect page (meta refresh and a link); in the browser, the location is replaced after
 * hydration. */
export function Redirect({ to, push = false }: { to: To; push?: boolean; from?: string; exact?: boolean }) {
  const href = hrefOf(to)
  useEffect(() => {
    if (push) window.location.assign(href)
    else window.location.replace(href)
  }, [href, push])
  return (
    <>
      <Head>
        <meta httpEquiv="refresh" content={`0; url=${href}`} />
        <link rel="canonical" href={href} />
      </Head>
      <p className="redirect-notice">
        {/* One text node before the link, as hydration expects it (renderToString marks a split one). */}
        {'This page has moved to '}
        <a href={href} {...{ [REDIRECT_ATTR]: '' }}>
          {href}
        </a>
        .
      </p>
    </>
  )
}

/** `matchPath(pathname, { path, exact })`: react-router's matcher for plain paths and `:params`. */
export function matchPath(
  pathname: string,
  options: string | { path?: string | string[]; exact?: boolean; strict?: boolean },
): { path: string; url: string; isExact: boolean; params: Record<string, string> } | null {
  const opts = typeof options === 'string' ? { path: options } : options
  for (const path of ([] as string[]).concat(opts.path ?? [])) {
    const names: string[] = []
    const source = path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\/:(\w+)/g, (_m, name: string) => {
        names.push(name)
        return '/([^/]+)'
      })
      .replace(/\*/g, '.*')
    const m = new RegExp(`^${source}${opts.exact ? '/?$' : '(?:/|$)'}`).exec(pathname)
    if (!m) continue
    const url = m[0].replace(/\/$/, '') || '/'
    return {
      path,
      url,
      isExact: url === pathname.replace(/\/$/, '') || url === pathname,
      params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])),
    }
  }
  return null
}

/** `withRouter(Component)`: the component with `location`, `history` and `match` props. */
export function withRouter<P extends object>(
  Component: ComponentType<P>,
): ComponentType<Omit<P, 'location' | 'history' | 'match'>> {
  return function WithRouter(props) {
    const location = useLocation()
    const history = useHistory()
    return createElement(Component, {
      ...(props as P),
      location,
      history,
      match: { path: '/', url: '/', isExact: location.pathname === '/', params: {} },
    })
  }
}

/** `useRouteMatch(path?)`: the match of the current location. */
export function useRouteMatch(path?: string): ReturnType<typeof matchPath> {
  const { pathname } = useLocation()
  return path ? matchPath(pathname, { path }) : { path: '/', url: '/', isExact: pathname === '/', params: {} }
}

/** `useParams()`: no route parameters (every page has its own path). */
export function useParams(): Record<string, string> {
  return {}
}

/** What react-router's `<Route>` takes. */
interface RouteProps {
  path?: string | string[]
  exact?: boolean
  strict?: boolean
  component?: ComponentType<Record<string, unknown>>
  render?: (props: Record<string, unknown>) => ReactNode
  children?: ReactNode | ((props: Record<string, unknown>) => ReactNode)
}

/** `<Route>`: what it renders where its path matches the page's (always, without a path; `children` as a
 * function always). */
export function Route({ path, exact, strict, component, render, children }: RouteProps) {
  const location = useLocation()
  const history = useHistory()
  const match =
    path === undefined
      ? { path: '/', url: '/', isExact: location.pathname === '/', params: {} }
      : matchPath(location.pathname, { path, exact, strict })
  const props = { location, history, match }
  if (typeof children === 'function') return <>{children(props)}</>
  if (!match) return null
  if (component) return createElement(component, props)
  if (render) return <>{render(props)}</>
  return <>{children}</>
}

/** `<Switch>`: the first child `<Route>` (or `<Redirect from>`) whose path matches the page's. */
export function Switch({ children }: { children?: ReactNode }) {
  const { pathname } = useLocation()
  let chosen: ReactElement | null = null
  Children.forEach(children, (child) => {
    if (chosen || !isValidElement(child)) return
    const p = child.props as { path?: string | string[]; from?: string; exact?: boolean; strict?: boolean }
    const path = p.path ?? p.from
    if (path === undefined || matchPath(pathname, { path, exact: p.exact, strict: p.strict })) chosen = child
  })
  return chosen
}

/** A router (`BrowserRouter`, `StaticRouter`, …): the page is already routed, so its children as they are. */
export function PassRouter({ children }: { children?: ReactNode }) {
  return <>{children}</>
}

/** `generatePath('/x/:id', { id })`. */
export function generatePath(path: string, params: Record<string, string | number> = {}): string {
  return (
    path
      .replace(/:(\w+)\??/g, (_m, name: string) =>
        params[name] === undefined ? '' : encodeURIComponent(String(params[name])),
      )
      .replace(/\/+$/, '') || '/'
  )
}

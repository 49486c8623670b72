/**
 * Docusaurus's client API for a site's own code: the modules its pages, components
 * and swizzled theme files import, beyond the content components of theme/mdx/index.ts. One
 * table, merged into MDX_MODULES: the build-time render and the islands' browser bundle both
 * read it, whether the site has the `@docusaurus/*` packages installed or not.
 */
import * as constants from './constants'
import { DOCS_CLIENT } from './docs-client'
import { Interpolate, interpolate } from './Interpolate'
import { hasProtocol, isInternalUrl } from './isInternalUrl'
import { A, Code, Details, Heading, Img, Li, Pre, Ul } from './MDXComponents'
import {
  generatePath,
  matchPath,
  PassRouter,
  Redirect,
  Route,
  Switch,
  useHistory,
  useLocation,
  useParams,
  useRouteMatch,
  withRouter,
} from './router'
import { Link } from '../Link'
import { THEME_COMMON } from './theme-common'
import { useRouteContext } from './useRouteContext'

/** `@docusaurus/router`: react-router 5's hooks and components. */
const ROUTER = {
  useLocation,
  useHistory,
  Redirect,
  matchPath,
  withRouter,
  useRouteMatch,
  useParams,
  Route,
  Switch,
  generatePath,
  Router: PassRouter,
  BrowserRouter: PassRouter,
  StaticRouter: PassRouter,
  MemoryRouter: PassRouter,
  HashRouter: PassRouter,
}

/** Module specifier → module object. */
export const DOCUSAURUS_MODULES: Record<string, Record<string, unknown>> = {
  '@docusaurus/theme-common': THEME_COMMON,
  // Swizzled theme files import internals from here; the ones above are what a page needs of them.
  '@docusaurus/theme-common/internal': THEME_COMMON,
  '@docusaurus/constants': { ...constants },
  '@docusaurus/Interpolate': { default: Interpolate, interpolate },
  '@docusaurus/isInternalUrl': { default: isInternalUrl, hasProtocol },
  '@docusaurus/useRouteContext': { default: useRouteContext },
  '@docusaurus/router': ROUTER,
  // Docusaurus's router is react-router 5's, which a site's code also imports by its own names: the same
  // answers here (the real package needs a router around the app).
  'react-router': ROUTER,
  'react-router-dom': { ...ROUTER, Link, NavLink: Link },
  '@docusaurus/plugin-content-docs/client': DOCS_CLIENT,
  '@docusaurus/useBrokenLinks': { default: () => ({ collectLink: () => {}, collectAnchor: () => {} }) },
  '@theme/MDXComponents/A': { default: A },
  '@theme/MDXComponents/Pre': { default: Pre },
  '@theme/MDXComponents/Code': { default: Code },
  '@theme/MDXComponents/Details': { default: Details },
  '@theme/MDXComponents/Heading': { default: Heading },
  '@theme/MDXComponents/Ul': { default: Ul },
  '@theme/MDXComponents/Li': { default: Li },
  '@theme/MDXComponents/Img': { default: Img },
}

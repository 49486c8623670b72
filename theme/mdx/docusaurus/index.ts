/**
 * Docusaurus's client API for a site's own code (issue 28): the modules its pages, components
 * and swizzled theme files import, beyond the content components of theme/mdx/index.ts. One
 * table, merged into MDX_MODULES: the build-time render and the islands' browser bundle both
 * read it, whether the site has the `@docusaurus/*` packages installed or not.
 */
import * as constants from './constants'
import { DOCS_CLIENT } from './docs-client'
import { Interpolate, interpolate } from './Interpolate'
import { hasProtocol, isInternalUrl } from './isInternalUrl'
import { A, Code, Details, Heading, Img, Li, Pre, Ul } from './MDXComponents'
import { matchPath, Redirect, useHistory, useLocation, useParams, useRouteMatch, withRouter } from './router'
import { THEME_COMMON } from './theme-common'
import { useRouteContext } from './useRouteContext'

/** Module specifier → module object. */
export const DOCUSAURUS_MODULES: Record<string, Record<string, unknown>> = {
  '@docusaurus/theme-common': THEME_COMMON,
  // Swizzled theme files import internals from here; the ones above are what a page needs of them.
  '@docusaurus/theme-common/internal': THEME_COMMON,
  '@docusaurus/constants': { ...constants },
  '@docusaurus/Interpolate': { default: Interpolate, interpolate },
  '@docusaurus/isInternalUrl': { default: isInternalUrl, hasProtocol },
  '@docusaurus/useRouteContext': { default: useRouteContext },
  '@docusaurus/router': { useLocation, useHistory, Redirect, matchPath, withRouter, useRouteMatch, useParams },
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

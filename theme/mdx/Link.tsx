/**
 * `@docusaurus/Link`: an `<a>`. Site paths (`/x`, and Docusaurus's `pathname:///x` escape
 * hatch) get the base URL; http(s) links open in a new tab like external links in markdown
 * (rehype-links). Not theme/components/Link: its external icon is navbar chrome, which
 * markdown links in content do not have.
 */
import type { AnchorHTMLAttributes } from 'react'
import { escapedHref, PATHNAME_ESCAPE, withBase } from '../../generator/core/paths'
import { applyTrailingSlashToLink } from '../../generator/core/trailing-slash'
import { mdxSite } from './site'

/** Docusaurus's Link props (router-only ones are accepted and dropped). */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  to?: string
  /** Add the base URL to `/` paths. @default true */
  autoAddBaseUrl?: boolean
  isNavLink?: boolean
  activeClassName?: string
  isActive?: unknown
  'data-noBrokenLinkCheck'?: boolean
}

/** A link; `to` and `href` mean the same. */
export function Link({
  to,
  href,
  autoAddBaseUrl = true,
  isNavLink: _nav,
  activeClassName: _active,
  isActive: _isActive,
  'data-noBrokenLinkCheck': _check,
  ...rest
}: LinkProps) {
  const written = to ?? href
  // `pathname://` only tells Docusaurus's router to leave the link alone; Docusaurus opens it in a new tab.
  const escaped = written?.startsWith(PATHNAME_ESCAPE) ?? false
  const site = mdxSite()
  let url = written
  if (escaped) url = autoAddBaseUrl ? escapedHref(site.baseUrl, written!)! : written!.slice(PATHNAME_ESCAPE.length)
  // As Docusaurus's Link does, a page path follows `trailingSlash` (files and `pathname://` links keep theirs).
  else if (url !== undefined && autoAddBaseUrl && url.startsWith('/'))
    url = applyTrailingSlashToLink(withBase(site.baseUrl, url), site.trailingSlash, site.baseUrl)
  const newTab = escaped || (written !== undefined && /^https?:|^\/\//i.test(written))
  return <a href={url} {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest} />
}

/** `@docusaurus/isInternalUrl` (and `hasProtocol`): Docusaurus's rule, a URL without a scheme or `//` is the
 * site's own. */

/** Whether the URL starts with a scheme (`https:`, `mailto:`) or is protocol-relative (`//host`). */
export function hasProtocol(url: string): boolean {
  return /^(?:\w*:|\/\/)/.test(url)
}

/** Whether the URL points into the site (no scheme, not protocol-relative). */
export function isInternalUrl(url?: string): boolean {
  return typeof url !== 'undefined' && !hasProtocol(url)
}

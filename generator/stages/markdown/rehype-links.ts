/**
 * Links and images: resolve internal links (relative `.md` files and absolute paths) through
 * the injected resolver and add the base URL (L1); open external links in a new tab (L2), and
 * Docusaurus's escaped ones (`pathname:///x`) too, as their path;
 * lazy-load images but those of the body's first block; collect every link and image into `file.data.links`
 * for the checks.
 */
import type { Element, Root } from 'hast'
import { visit } from './walk.js'
import type { VFile } from 'vfile'
import { escapedHref, isExternal } from '../../core/paths.js'
import type { LinkRef } from '../../core/types.js'
import { noteLink } from './repeat-copy.js'

/** Options of rehypeLinks. */
export interface LinksOptions {
  /** Map a written internal URL (no hash) to its final URL path, or null if unknown. */
  resolve: (url: string, file: VFile) => string | null
  /**
   * The site's own address (`config.url` + `config.baseUrl`, e.g. `https://codeweb.chat/`): a
   * link written with it is internal (checked, same tab), as if written as a site path.
   */
  siteUrl?: string
  /** The base URL, for Docusaurus's escaped links (`pathname:///api/x.html`). @default '/' */
  baseUrl?: string
}

/** A URL of this site (under `siteUrl`) as a site path without the base (`/tips#x`), else null. */
export function ownPath(url: string, siteUrl: string): string | null {
  const base = siteUrl.endsWith('/') ? siteUrl : siteUrl + '/'
  const lower = url.toLowerCase()
  if (lower === base.slice(0, -1).toLowerCase()) return '/'
  if (!lower.startsWith(base.toLowerCase())) return null
  return '/' + url.slice(base.length)
}

/** Resolve, mark and collect links. */
export function rehypeLinks(options: LinksOptions) {
  return (tree: Root, file: VFile) => {
    const links: LinkRef[] = []
    // The body's first block (a hero image, an h1 with a logo) is above the fold: its images load at once,
    // the rest lazily.
    const first = tree.children.find((n): n is Element => n.type === 'element')
    const eager = new Set<Element>()
    if (first)
      visit(first, 'element', (node: Element) => {
        if (node.tagName === 'img') eager.add(node)
      })
    visit(tree, 'element', (node: Element) => {
      const attr = node.tagName === 'a' ? 'href' : node.tagName === 'img' ? 'src' : null
      if (!attr) return
      let value = node.properties?.[attr]
      if (typeof value !== 'string' || value === '') return
      const line = node.position?.start.line
      const kind = attr === 'src' ? 'image' : 'link'
      // Docusaurus's escape hatch: the path as written (with the base URL), unchecked, opened as an external link is.
      const escaped = escapedHref(options.baseUrl ?? '/', value)
      if (escaped !== null) {
        node.properties[attr] = escaped
        if (kind === 'link') {
          node.properties.target = '_blank'
          node.properties.rel = ['noopener', 'noreferrer']
        }
        links.push({ url: value, resolved: null, hash: null, line, kind })
        return
      }
      const own = options.siteUrl ? ownPath(value, options.siteUrl) : null
      if (own !== null) value = own
      if (kind === 'image') {
        if (!eager.has(node)) node.properties.loading ??= 'lazy'
        node.properties.decoding ??= 'async'
      }
      if (isExternal(value)) {
        if (kind === 'link' && /^https?:|^\/\//i.test(value)) {
          node.properties.target = '_blank'
          node.properties.rel = ['noopener', 'noreferrer']
        }
        links.push({ url: value, resolved: null, hash: null, line, kind })
        return
      }
      const hashAt = value.indexOf('#')
      const beforeHash = hashAt === -1 ? value : value.slice(0, hashAt)
      const hash = hashAt === -1 ? null : value.slice(hashAt + 1)
      // A query (`page?tab=npm#setup`) is kept on the link; the page and anchor are what it names and what is checked.
      const queryAt = beforeHash.indexOf('?')
      const pathPart = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt)
      const query = queryAt === -1 ? '' : beforeHash.slice(queryAt)
      if (pathPart === '') {
        links.push({ url: value, resolved: '', hash, line, kind })
        return
      }
      const resolved = options.resolve(pathPart, file)
      const written = node.properties[attr] as string
      const suffix = query + (hash !== null ? `#${hash}` : '')
      if (resolved !== null) node.properties[attr] = resolved + suffix
      // A page repeating this one's text resolves the same link for its own place (repeat-copy.ts).
      noteLink(file, { index: links.length, path: pathPart, suffix, written, value: node.properties[attr] as string })
      links.push({ url: value, resolved, hash, line, kind })
    })
    file.data.links = links
  }
}

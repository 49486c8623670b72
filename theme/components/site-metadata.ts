/**
 * The site's extra `<meta>` tags (`metadata` in the config, Docusaurus's
 * `themeConfig.metadata`) merged with the tags the theme writes, so that no name appears twice.
 * Docusaurus's rule: an entry replaces a site-wide default of the same name (`viewport`,
 * `twitter:card`, …), while what a page says about itself (its description, title, URL,
 * image, `noindex`) wins over an entry of the same name, as a page's own head does there.
 */
import type { PageProps, SiteData } from '../../generator/core/theme-contract'

/** One `metadata` entry. */
export type Metadatum = SiteData['metadata'][number]

/** Site-wide tags the theme writes that a `metadata` entry of the same name replaces. */
export const SITE_DEFAULT_TAGS = ['viewport', 'twitter:card', 'og:site_name', 'theme-color'] as const
export type SiteDefaultTag = (typeof SITE_DEFAULT_TAGS)[number]

/** A tag's name: its `name`, else its `property` (`og:*` tags are written either way in the wild). */
export const metadatumKey = (m: Metadatum): string => m.name ?? m.property ?? ''

/** The page's own tags the theme writes on this page (they win over `metadata`). */
export function pageOwnTags(page: PageProps): Set<string> {
  const { meta } = page
  const own = ['og:title', 'og:type', 'cwc:base']
  if (meta.description) own.push('description', 'og:description')
  if (meta.noindex) own.push('robots')
  if (page.kind !== 'notFound') own.push('og:url')
  if (meta.image) own.push('og:image')
  if (page.kind === 'blogPost') own.push('article:published_time')
  return new Set(own)
}

/** What the head writes for `metadata` on one page. */
export interface HeadMetadata {
  /** The content of a site-wide default tag: the site's `metadata` entry if it has one, else ours. */
  value(tag: SiteDefaultTag, ours: string): string
  /** Entries written as extra tags, in config order (a later entry of a name replaces an earlier one). */
  extra: Metadatum[]
}

/** Merge the site's `metadata` with the tags written on `page`. */
export function headMetadata(page: PageProps): HeadMetadata {
  const entries = page.site.metadata
  const defaults = new Map<string, string>()
  const extra = new Map<string, Metadatum>()
  if (entries.length) {
    const own = pageOwnTags(page)
    const isDefault = (key: string): key is SiteDefaultTag => (SITE_DEFAULT_TAGS as readonly string[]).includes(key)
    for (const m of entries) {
      const key = metadatumKey(m)
      if (isDefault(key)) defaults.set(key, m.content)
      else if (!own.has(key)) {
        extra.delete(key) // keep the later entry, at its own place
        extra.set(key, m)
      }
    }
  }
  return { value: (tag, ours) => defaults.get(tag) ?? ours, extra: [...extra.values()] }
}

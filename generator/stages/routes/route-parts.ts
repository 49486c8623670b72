/**
 * What the routes stage's route builders share: the builder's type, the locale's words for
 * titles and descriptions, a front-matter tag as pages link it, a page's table of contents, and
 * whether an edit URL can be one.
 */
import { EN, interpolate, messagesFor, pluralForm, type MessageId } from '../../../theme/i18n/messages.js'
import { joinUrl, withBase } from '../../core/paths.js'
import type { PageKind, PagePropsMap, SiteConfig, TagRef, TagsFile, TocItem } from '../../core/types.js'
import { resolveTag, type FrontMatterTag } from '../metadata/tags.js'
import { pageUrl } from './plan.js'

/** Adds one route of `kind` at URL `u` (made for a docs version, or for the other routes). */
export type Add = <K extends PageKind>(
  u: string,
  kind: K,
  props: Omit<PagePropsMap[K], 'kind' | 'site'>,
  sourcePath?: string,
) => void

/** The locale's words for page titles and descriptions (theme/i18n: built-in table + the site's code.json). */
export interface Words {
  say(id: MessageId, values?: Record<string, string | number>): string
  /** A plural message for `n` ("One post", "3 posts"), `{count}` filled. */
  count(id: MessageId, n: number): string
}

export function wordsOf(config: SiteConfig): Words {
  const table = messagesFor(config.locale.code, config.i18n.messages)
  return {
    say: (id, values) => interpolate(table[id] ?? EN[id], values),
    count: (id, n) => interpolate(pluralForm(table[id] ?? EN[id], n, config.locale.htmlLang), { count: n }),
  }
}

/**
 * A front-matter tag as pages link it: from the folder's tags file (label, description,
 * permalink) or inline (its label, kebab-cased); its URL is `<docs or blog>/tags/<permalink>`.
 */
export function tagRef(
  config: SiteConfig,
  where: 'docs' | 'blog',
  tag: FrontMatterTag,
  tagsFile: TagsFile | null,
  docsBase = config.docs.routeBasePath,
): TagRef {
  const { label, permalink, description } = resolveTag(tag, tagsFile)
  const base = where === 'blog' && config.blog ? config.blog.routeBasePath : docsBase
  return {
    label,
    href: pageUrl(config, withBase(config.baseUrl, joinUrl(base, 'tags', permalink))),
    ...(description ? { description } : {}),
  }
}

/** Headings within [min, max] levels (C3, L8). */
export function tocOf(headings: TocItem[], min: number, max: number): TocItem[] {
  return headings.filter((h) => h.depth >= min && h.depth <= max)
}

/** Whether a string an editUrl function returned can be a URL: not JSON a swizzled footer parses, nor text
 * with spaces. */
export function mayBeUrl(value: string): boolean {
  return !/[\s"<>{}]/.test(value)
}

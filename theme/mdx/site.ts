/**
 * The site facts the MDX hooks read (useBaseUrl, useDocusaurusContext, Link). Module state,
 * not React context: the compiler renders each page with one synchronous
 * renderToStaticMarkup call, so setting it just before is enough, and MDX content and the
 * modules it imports can call the hooks without a provider around them.
 */

/** What setMdxSite receives. */
export interface MdxSite {
  /** The base URL, with leading and trailing slash (`/` or `/docs/`). */
  baseUrl: string
  /** The Docusaurus-style site config as content reads it (`url`, `title`, `customFields`, …). */
  siteConfig: Record<string, unknown>
  /** Docusaurus's `trailingSlash`: `<Link>` to a site page follows it. */
  trailingSlash?: boolean
  /** The locale being built. */
  currentLocale?: string
  /** The locale's code translations (`i18n/<locale>/code.json`: id → message), which `<Translate>` and
   * `translate()` look up. */
  messages?: Record<string, string>
  /** The page being rendered: its URL path with the base URL (`useLocation().pathname`). */
  pathname?: string
  /** The docs plugin's versions, as `@docusaurus/plugin-content-docs/client` answers them. */
  docs?: MdxDocs
  /** What the site's plugins published with `setGlobalData`: by plugin name, then instance id. */
  globalData?: Record<string, Record<string, unknown>>
  /** The page is rendered as an island (hydrated in the browser): markdown imported by its code is kept in a
   * `<cwc-partial>` (CodePartial). */
  island?: boolean
  /**
   * Highlights a `<CodeBlock>`'s code as the site's fenced blocks are (a Docusaurus project's own
   * Prism: prism-engine.ts `prismCodeBlock`); null for a language it does not have. Given by the
   * compiler only: in the browser a block an island hydrates keeps the build's markup (CodeBlock.tsx).
   */
  highlight?: CodeHighlight
}

/** A `<CodeBlock>`'s code highlighted: its `pre`'s classes, the HTML inside its `code`, and the language it
 * was highlighted as (`text` for plain text). */
export type CodeHighlight = (
  code: string,
  lang: string,
  meta: string,
) => { className: string[]; html: string; language: string } | null

/** A docs version as Docusaurus's docs plugin publishes it (its global data's `GlobalVersion`, without the
 * docs list). */
export interface MdxDocsVersion {
  name: string
  label: string
  isLast: boolean
  /** Its URL path with the base URL (`/docs`, `/docs/next`, `/docs/1.0`). */
  path: string
  /** The notice on its pages. */
  banner: 'none' | 'unreleased' | 'unmaintained'
  /** "Version: X" shown on its docs. */
  badge: boolean
  noIndex: boolean
}

/** The docs plugin's facts (`useDocsData()`): its route and its versions, newest first as Docusaurus orders them. */
export interface MdxDocs {
  path: string
  versions: MdxDocsVersion[]
}

let current: MdxSite = { baseUrl: '/', siteConfig: {} }

/** Set the site facts the hooks read, before rendering a page (renderToStaticMarkup is synchronous). */
export function setMdxSite(site: MdxSite): void {
  current = site
}

/** The site facts set last. */
export function mdxSite(): MdxSite {
  return current
}

/**
 * What a page's `@theme/Layout` says about it: the title and description of its head; and the
 * classes for `<html>` its `<HtmlClassNameProvider>`s and Layout's `wrapperClassName` name.
 */
export interface LayoutFacts {
  title?: string
  description?: string
  htmlClassName?: string
}

let layoutFacts: LayoutFacts = {}

/** Record a Layout's props while it renders (a nested Layout's defined props win, as Docusaurus's head does;
 * classes add up). */
export function recordLayout(facts: LayoutFacts): void {
  for (const key of ['title', 'description'] as const) if (typeof facts[key] === 'string') layoutFacts[key] = facts[key]
  const classes = typeof facts.htmlClassName === 'string' ? facts.htmlClassName.trim() : ''
  if (classes)
    layoutFacts.htmlClassName = layoutFacts.htmlClassName ? `${layoutFacts.htmlClassName} ${classes}` : classes
}

/** The facts recorded since the last call, and forget them (call it before and after rendering a page). */
export function takeLayoutFacts(): LayoutFacts {
  const facts = layoutFacts
  layoutFacts = {}
  return facts
}

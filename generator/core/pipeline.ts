/**
 * The contracts between the build's stages (content → markdown → routes → render → bundle →
 * write): sources, compiled pages, routes, bundles, output files and the build report.
 */
import type { AssetManifest, Author, PageKind, PageMeta, PageProps, Sidebar, TocItem } from './theme-contract.js'
import type { CategoryLink, MarkdownFormat } from './user-config.js'

/** Kind of source file. */
export type SourceKind = 'doc' | 'post' | 'page'

/**
 * How a source is compiled: MDX (ESM, JSX, expressions), CommonMark + GFM, or a React page
 * (a `.js/.jsx/.ts/.tsx` file under the pages folder: its default export rendered at build
 * time inside the page shell, as Docusaurus's pages plugin does).
 */
export type SourceFormat = 'mdx' | 'md' | 'react'

/** One page source found in the content folders: a markdown/MDX file, or a React page module. */
export interface SourceFile {
  kind: SourceKind
  /** Absolute path. */
  sourcePath: string
  /** Path relative to its kind's folder (content/docs, content/blog, content/pages), '/' separators. */
  relativePath: string
  /** Parsed front matter. */
  frontmatter: Record<string, unknown>
  /** Markdown body after the front matter (a React page: its module's source, which keys the dev cache). */
  body: string
  /** 1-based line in the file where `body` starts (to report markdown lines). */
  bodyStartLine: number
  /** How it is compiled (see SourceFormat); absent means CommonMark + GFM. A React page has no front matter. */
  format?: SourceFormat
  /** A doc of a versioned snapshot (`versioned_docs/version-<name>/`); absent: the current docs. */
  version?: string
}

/** `_category_.json|yml` of a docs folder. */
export interface CategoryMeta {
  /** Folder relative to content/docs ('' is the root). */
  dir: string
  /** The docs version it belongs to; absent: the current docs. */
  version?: string
  label?: string
  position?: number
  collapsed?: boolean
  /** false: the category cannot be closed (it is always open). */
  collapsible?: boolean
  /**
   * Docusaurus's category `link`: a doc, a generated index (a page of cards at
   * `/category/<slug>` unless `slug` says otherwise), or null (no page). Absent: the folder's
   * index doc (`index`, `README` or the folder's own name) is its page, if there is one.
   */
  link?: CategoryLink | null
}

/** A tag of a tags file (`tags.yml`), or a tag as resolved for a page. */
export interface TagDefinition {
  label: string
  description?: string
  /** Path under `<docs or blog>/tags` (`/hola`, or `v-5` for an inline tag). */
  permalink: string
}

/** A tags file: tag key (as the front matter writes it) → label, description, permalink. */
export type TagsFile = Record<string, TagDefinition>

/** Everything the content stage found. */
export interface ContentSet {
  /**
   * Files under content/ that are not pages, partials, modules or data files (absolute paths):
   * part of the site when a page links or imports them, otherwise named in a warning.
   */
  otherFiles?: string[]
  docs: SourceFile[]
  posts: SourceFile[]
  pages: SourceFile[]
  categories: CategoryMeta[]
  /** The blog's authors file, by key (empty without one). */
  authors: Record<string, Author>
  /** The tags files (`tags.yml`) of the docs and blog folders, or null where there is none. */
  tags: { docs: TagsFile | null; blog: TagsFile | null; versions?: Record<string, TagsFile | null> }
}

/** A link or image reference found in a page (for checks). */
export interface LinkRef {
  /** As written. */
  url: string
  /** Internal URL path (with base, no hash) it resolved to; null for external links. */
  resolved: string | null
  /** `#fragment` without the '#', if any. */
  hash: string | null
  /** 1-based line in the source file, when known. */
  line?: number
  /** The file it is written in, when not the page's own (an MDX partial). */
  file?: string
  kind: 'link' | 'image'
}

/** A written link destination: `text.slice(start, end)` is it, `<…>` included when `angle`
 * (stages/markdown/link-destinations.ts). */
export interface LinkDestination {
  start: number
  end: number
  /** The URL the parser reads there. */
  url: string
  angle: boolean
}

/** A source file after the markdown stage. */
export interface CompiledPage {
  source: SourceFile
  /** HTML of the body. Internal links still hold their written URL until routes resolve them. */
  html: string
  /**
   * Where the body's HTML waits on disk instead, `html` being empty: a doc compiled by a worker
   * in a large one-shot build (see spillHtml in worker.ts), read back by the thread that renders it.
   */
  htmlFile?: string
  /**
   * Where the source's markdown body waits on disk, the main thread's copy (`source.body`)
   * released: a `.md` doc compiled by a worker of a large one-shot build (spillHtml), whose twin
   * is made from its body (outputs/llms.ts).
   */
  bodyFile?: string
  /** First h1 of the body, if any. */
  h1: string | null
  /** The body's first heading is an h1 (Docusaurus's content title: the layout shows no other). */
  opensWithH1?: boolean
  /** Headings of every level (the TOC filters by level). */
  headings: TocItem[]
  /** Every element id in the body (anchor checks). */
  ids: string[]
  links: LinkRef[]
  /** HTML before `<!-- truncate -->`, if the marker exists. */
  excerptHtml: string | null
  /** First paragraph as plain text (meta description fallback). */
  firstParagraph: string
  /** Words of prose (reading time). */
  words: number
  /** Readable markdown of an MDX page (imports dropped, components as markdown) for its twin; absent for `.md`. */
  markdown?: string
  /** Where the links of `markdown` are written (found while compiling, so the twin is made without parsing it
   * again). */
  twinLinks?: LinkDestination[]
  /** Files its imports made part of the site (images, SVGs, the CSS of its components: `stylesheet`), copied
   * by the write stage. */
  assets?: { from: string; to: string; stylesheet?: boolean }[]
  /**
   * Stylesheets the page links, as output paths (`assets/css/name.hash.css`, also in `assets`):
   * the CSS its site components and React page import (plain `.css` and CSS modules), one
   * file per distinct bundle CSS.
   */
  styles?: string[]
  /** What a React page's `@theme/Layout` props say about it (its title and description meta; its `<html>` classes). */
  layout?: { title?: string; description?: string; htmlClassName?: string }
  /** HTML an MDX page puts in its `<head>` (`<Head>` / `<head>` content). */
  head?: string
  /**
   * An MDX page's islands: each island's browser module (an ES module whose default export renders
   * it; `data-island` is its index), compiled with the page's plugins (see remark-mdx-islands and
   * mdx/compiler.ts `islandProcessor`).
   */
  islands?: { modules: string[] }
  /**
   * A React page whose code needs the browser (event handlers, state or effect hooks): the whole
   * page is one island, hydrated from its own module (see react-page.ts and islands.ts).
   */
  reactIsland?: true
}

/** One URL the site serves. */
export interface Route {
  /** URL path with base, e.g. '/api-tools/'. */
  url: string
  /** Output file relative to outDir, e.g. 'api-tools/index.html'. */
  outputPath: string
  /** Route-data JSON file relative to outDir. */
  dataPath: string
  /**
   * The same data again under the URL without the trailing slash, for an index route (`/docs/`'s
   * as `__data/docs.json`): a link written `/docs` fetches it there (routes.ts `aliasIndexData`).
   */
  dataAlias?: string
  kind: PageKind
  props: PageProps
  /** Source file, when the route comes from one. */
  sourcePath?: string
  /** The docs version of a docs route (doc, category, docs tags); absent elsewhere. */
  version?: string
  /**
   * A route of a frozen docs version kept whole from the last build (cache/version-units.ts): its
   * files are in the output folder already, and its props hold only `kind`, `site` and `meta`.
   * Render and search leave it out; the sitemap, llms.txt and the link checks count it.
   */
  kept?: { llms?: { title: string; body: string } }
}

/** Output of the bundle stage. */
export interface BundleResult {
  files: OutputFile[]
  assets: AssetManifest
  /** Gzipped size of the runtime script, bytes. */
  scriptGzipBytes: number
  /** Gzipped size of the stylesheet, bytes. */
  cssGzipBytes: number
}

/** A file to write, relative to outDir. */
export interface OutputFile {
  path: string
  contents: string | Uint8Array
}

/** What the build reports. */
export interface BuildReport {
  pages: number
  /** Page sources whose compiled page came from a cache (the persistent one, or watch mode's). */
  reused: number
  /** Page sources compiled by this build. */
  compiled: number
  /** Of those, pages copied from a page with the same text instead of compiled (stages/markdown/repeat-copy.ts). */
  copied?: number
  /** Routes (of `pages`) whose rendered files came from the persistent cache instead of being rendered. */
  renderReused: number
  files: number
  /** Output paths (relative) that differ from the output folder the build updated: added, modified or
   * removed; the others were not touched (same inode and mtime). */
  changed: string[]
  bytes: number
  /** Milliseconds per stage. */
  timings: Record<string, number>
  /** Gzipped JS a doc page loads. */
  scriptGzipBytes: number
  warnings: string[]
  /** CSP source (`'sha256-…'`) of the one inline script, the colour-mode bootstrap. */
  inlineScriptHash: string
  /** Weights of the pages (see budget.ts). */
  weights: WeightSummary
  /** Nothing changed since the last successful build and its output was intact: nothing was built
   * (cache/up-to-date.ts). */
  upToDate?: boolean
  /** Frozen docs versions kept whole from the last build (cache/version-units.ts): `name`, or `locale/name`
   * in another locale than the default. */
  keptVersions?: string[]
}

/** The weight of one rendered page. */
export interface PageWeight {
  /** Output path (relative to outDir). */
  path: string
  kind: PageKind
  /** HTML bytes, raw and gzip. */
  raw: number
  gzip: number
}

/** What `npm run build` prints about page weight. */
export interface WeightSummary {
  /** JS a page loads before interaction, gzip bytes (the same on every page). */
  jsGzip: number
  /** The site's stylesheet, gzip bytes. */
  cssGzip: number
  /** The doc page of median HTML size (null without docs). */
  typicalDoc: PageWeight | null
  /** The heaviest page. */
  heaviest: PageWeight | null
  /** Pages over the HTML budget, heaviest first. */
  overHtml: PageWeight[]
  /** Pages with islands and the JS each loads on top of the runtime (gzip bytes; the JS budget does not cover them). */
  islands?: { source: string; jsGzip: number }[]
}

/** Where each source file will live. */
export interface UrlPlan {
  /** Source path → URL (with base). Drafts are absent in production. */
  byFile: Map<string, string>
  /** Doc id → source path. */
  docIds: Map<string, string>
  /** Source paths left out as drafts. */
  drafts: Set<string>
}

/** A route of a frozen docs version kept whole, as its record holds it: what the sitemap, llms.txt and the
 * checks read of it. */
export interface KeptRoute {
  url: string
  kind: PageKind
  meta: Pick<PageMeta, 'noindex' | 'draft'> & { description?: string }
  sourcePath?: string
  /** A public doc's title and body as llms.txt / llms-full.txt list it. */
  llms?: { title: string; body: string }
}

/** What other versions and the navbar need of a kept version (routes/version-facts.ts VersionFacts, as data). */
export interface KeptFacts {
  allDocs: [id: string, url: string][]
  mainHref: string
  rootEntry: { id: string; url: string } | null
  draftIds: string[]
  /** Its sidebars, ids already made unique (`id@version`). */
  sidebars: Sidebar[]
}

/**
 * A frozen docs version kept whole from the last build, as the routes stage reads it (its record
 * is cache/version-units.ts VersionUnit): its facts, its routes, and its pages' links and files
 * for the link checks.
 */
export interface KeptVersion {
  facts: KeptFacts
  routes: KeptRoute[]
  /** Its pages' links not settled inside it, and their element ids as one string (core/ids.ts `joinIds`). */
  pages: { sourcePath: string; url: string; links: LinkRef[]; ids: string }[]
  /** Files its pages copied beside them ('/' + output path), which links may point to. */
  assets: string[]
}

/** Parsed sources a build may reuse (cache/source-memo.ts SourceMemo): `read` runs unless the file's parse is
 * still valid. */
export interface SourceReader {
  /** `legacyTitles`: `markdown.legacyAdmonitionTitles` (a file read with the other setting is read again). */
  source(
    sourcePath: string,
    kind: SourceKind,
    relativePath: string,
    format: MarkdownFormat,
    read: () => Promise<SourceFile>,
    legacyTitles?: boolean,
  ): Promise<SourceFile>
}

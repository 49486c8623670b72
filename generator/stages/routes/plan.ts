/**
 * The URL plan, made before the markdown stage (links are resolved while compiling): the URL of
 * every source file, the doc ids, the drafts left out. Versions and locales will be further
 * dimensions of this plan.
 */
import path from 'node:path'
import type { VFile } from 'vfile'
import { cleanPath, joinUrl, withBase } from '../../core/paths.js'
import { applyTrailingSlash, applyTrailingSlashToLink } from '../../core/trailing-slash.js'
import type { ContentSet, DocsVersion, SiteConfig, SourceFile, UrlPlan } from '../../core/types.js'
import { parsePostPath } from './blog.js'
import { CURRENT, versionBase } from '../versions.js'

/** The number prefix of a file or folder name (`01-`, `2_`, `3.`). */
const NUMBER_PREFIX = /^\d+[-_.]/

/** A file name without its `.md`/`.mdx` extension. */
export const stripExt = (name: string) => name.replace(/\.mdx?$/i, '')

/** A source's file name without its extension (a React page's `.js/.jsx/.ts/.tsx` too). */
const sourceName = (file: SourceFile) =>
  file.format === 'react'
    ? path.posix.basename(file.relativePath).replace(/\.[jt]sx?$/i, '')
    : stripExt(path.posix.basename(file.relativePath))

/** A file's name without extension and (unless `parse_number_prefixes: false`) without its number prefix. */
function fileBase(file: SourceFile): string {
  const name = sourceName(file)
  return file.frontmatter.parse_number_prefixes === false ? name : name.replace(NUMBER_PREFIX, '')
}

export const isDraft = (f: SourceFile) => f.frontmatter.draft === true

/** Doc id: folder + (front-matter id or file name), Docusaurus style. */
export function docId(file: SourceFile): string {
  // Number prefixes are not part of ids (`01-guides/02-setup.md` is `guides/setup`), as in Docusaurus.
  const dir = path.posix
    .dirname(file.relativePath)
    .split('/')
    .map((part) => part.replace(NUMBER_PREFIX, ''))
    .join('/')
  const name = typeof file.frontmatter.id === 'string' ? file.frontmatter.id : fileBase(file)
  return dir === '.' ? name : `${dir}/${name}`
}

/** URL path (without base) of a doc, page or post. */
export function sourceUrl(config: SiteConfig, file: SourceFile): string {
  const slug = typeof file.frontmatter.slug === 'string' ? file.frontmatter.slug : null
  if (file.kind === 'post') {
    // Docusaurus: `slug` (relative or absolute, always under the blog), else the path's slug —
    // `YYYY/MM/DD/name` for a dated name with `postUrls: 'dated'` (its default), `name` with 'flat'.
    const blogBase = config.blog ? config.blog.routeBasePath : '/blog'
    return joinUrl(
      blogBase,
      slug ?? parsePostPath(file.relativePath, config.blog ? config.blog.postUrls : 'dated').slug,
    )
  }
  // A doc's version is served under its path (the last version at the docs root, as in Docusaurus).
  const base = file.kind === 'doc' ? versionBase(config, docsVersionOf(config, file)) : '/'
  const dir = path.posix.dirname(file.relativePath)
  // Number prefixes order files and folders (`01-guides/02-setup.md`); URLs leave them out, as in Docusaurus.
  const rel =
    dir === '.'
      ? ''
      : dir
          .split('/')
          .map((part) => part.replace(NUMBER_PREFIX, ''))
          .join('/')
  if (slug !== null) return slug.startsWith('/') ? joinUrl(base, slug) : joinUrl(base, rel, slug)
  // React pages follow the same rules as markdown pages (`index.js` → `/`, `foo.js` → `/foo`, `foo/index.tsx`
  // → `/foo/`), as in Docusaurus.
  const fileName = fileBase(file)
  // A folder's index page: `index` or `README`, and for docs also a file named like its folder
  // (`guides/guides.md`), as Docusaurus's category-index rule has it: the folder's URL with its
  // trailing slash (`/docs/guides/`, as Docusaurus's slug has it), which `trailingSlash: false` removes.
  const folder = rel.split('/').pop() ?? ''
  if (
    /^(index|readme)$/i.test(fileName) ||
    (file.kind === 'doc' && folder !== '' && fileName.toLowerCase() === folder.toLowerCase())
  ) {
    return joinUrl(base, rel) + (rel || base !== '/' ? '/' : '')
  }
  // A doc's front-matter `id` is its last URL segment when it has no `slug` (Docusaurus's rule).
  const name = file.kind === 'doc' && typeof file.frontmatter.id === 'string' ? file.frontmatter.id : fileName
  return joinUrl(base, rel, name)
}

/** The docs version a doc belongs to (the current docs unless it comes from versioned_docs/). */
export function docsVersionOf(config: SiteConfig, file: SourceFile): DocsVersion {
  return docsVersionNamed(config, file.version)
}

/** The docs version of this name (`current` for none). */
export function docsVersionNamed(config: SiteConfig, name: string | undefined): DocsVersion {
  return config.docs.versions.find((v) => v.name === (name ?? CURRENT)) ?? config.docs.versions[0]!
}

/** A page URL (with base) under the site's `trailingSlash` rule. */
export function pageUrl(config: SiteConfig, url: string): string {
  return applyTrailingSlash(url, config.trailingSlash, config.baseUrl)
}

/** Plan every source file's URL; drafts are left out in production (E8). */
export function planUrls(config: SiteConfig, content: ContentSet): UrlPlan {
  const plan: UrlPlan = { byFile: new Map(), docIds: new Map(), drafts: new Set() }
  for (const file of [...content.docs, ...content.posts, ...content.pages]) {
    if (isDraft(file) && config.mode === 'production') {
      plan.drafts.add(file.sourcePath)
      continue
    }
    plan.byFile.set(
      file.sourcePath,
      pageUrl(config, withBase(config.baseUrl, sourceUrl(config, file)).replace(/\/{2,}/g, '/')),
    )
    if (file.kind === 'doc')
      plan.docIds.set(file.version ? `${file.version}:${docId(file)}` : docId(file), file.sourcePath)
  }
  return plan
}

/** The link resolver the markdown stage uses: `.md` files by path, other paths by URL rules. */
export function makeLinkResolver(config: SiteConfig, plan: UrlPlan): (url: string, file: VFile) => string | null {
  return (url, file) => {
    const from = file.path
    if (/\.mdx?$/i.test(url)) {
      // `@site/docs/x.md`: a file from the site root.
      if (url.startsWith('@site/'))
        return plan.byFile.get(path.join(config.root, decodeURI(url.slice('@site/'.length)))) ?? null
      const source = file.data.source
      // Relative to the file, else (as Docusaurus tries next) to the root of the page's own content folder.
      if (!url.startsWith('/')) {
        const root =
          source?.kind === 'post'
            ? config.dirs.blog
            : source?.kind === 'page'
              ? config.dirs.pages
              : source
                ? docsVersionOf(config, source).dir
                : config.dirs.docs
        return (
          plan.byFile.get(path.resolve(path.dirname(from), decodeURI(url))) ??
          plan.byFile.get(path.join(root, decodeURI(url))) ??
          null
        )
      }
      // A site-absolute file link: from the docs folder — a doc's own version's (a 0.77 doc's
      // `/x.mdx` is 0.77's, as Docusaurus tries the version's content path) —, else from the site
      // root (`/docs/x/setup.mdx`), as Docusaurus tries both.
      const docs = source?.kind === 'doc' ? docsVersionOf(config, source).dir : config.dirs.docs
      return (
        plan.byFile.get(path.join(docs, decodeURI(url))) ??
        plan.byFile.get(path.join(config.root, decodeURI(url))) ??
        null
      )
    }
    // Links to pages follow `trailingSlash` (links to files keep their name).
    const page = (u: string) => applyTrailingSlashToLink(u, config.trailingSlash, config.baseUrl)
    if (url.startsWith('/')) return page(withBase(config.baseUrl, cleanPath(url)))
    // A partial has no URL of its own: URL-relative links are relative to the page that includes it.
    const fromUrl =
      plan.byFile.get(from) ??
      (file.data.source ? plan.byFile.get(file.data.source.sourcePath) : undefined) ??
      config.baseUrl
    return page(new URL(url, 'http://x' + fromUrl).pathname)
  }
}

/**
 * The blog's routes (R11–R15, R17): list pages, posts, the archive, authors and tags, each list
 * paginated alike (`postsPerPage`; `…/page/2`, newer/older links), so no page grows with the blog.
 */
import path from 'node:path'
import { BuildError } from '../../core/errors.js'
import {
  MAIN_THREAD,
  type Author,
  type AuthorLink,
  type CompiledPage,
  type ContentSet,
  type PageLink,
  type PageMeta,
  type PostSummary,
  type SiteConfig,
  type TagRef,
} from '../../core/types.js'
import { joinUrl, withBase } from '../../core/paths.js'
import { postAuthors } from '../metadata/authors.js'
import { intlLocale } from '../i18n/locales.js'
import { frontMatterTags } from '../metadata/tags.js'
import {
  blogSidebar,
  formatDate,
  groupByYear,
  paginate,
  parsePostPath,
  postTime,
  readingTime,
  sortPosts,
  toIsoDate,
} from './blog.js'
import { str } from './front-matter.js'
import { isDraft, pageUrl } from './plan.js'
import { mayBeUrl, tagRef, tocOf, wordsOf, type Add } from './route-parts.js'
import { socialImage } from './site-data.js'

/** Add the blog's routes (with blog posts' pages `pages`). */
export function addBlogRoutes(ctx: {
  config: SiteConfig
  content: ContentSet
  pages: CompiledPage[]
  url: (p: CompiledPage) => string
  titleOf: (p: CompiledPage) => string
  meta: (t: string, u: string, d: string, extra?: Partial<PageMeta>) => PageMeta
  add: Add
  /** Hears of a post whose `blog.editUrl` function returned what cannot be a URL (it gets no link). */
  notUrl?: (file: string, value: string) => void
}): void {
  const { config, content, url, titleOf, meta, add } = ctx
  const words = wordsOf(config)
  const blog = config.blog as Exclude<SiteConfig['blog'], false>
  const blogUrl = (...parts: string[]) =>
    pageUrl(config, withBase(config.baseUrl, joinUrl(blog.routeBasePath, ...parts)))
  // An author's page is `<blog>/authors/<permalink>` (Docusaurus's authorsBasePath).
  const authorLink = (a: Author): AuthorLink => ({ ...a, href: a.page ? blogUrl('authors', a.page.permalink) : null })
  const summaries = ctx.pages.map((p) => {
    const fm = p.source.frontmatter
    const date = toIsoDate(fm.date) ?? parsePostPath(p.source.relativePath).date ?? '1970-01-01'
    const summary: PostSummary = {
      title: titleOf(p),
      href: url(p),
      date,
      formattedDate: formatDate(date, intlLocale(config.locale)),
      // The content stage has reported every problem of the front matter's authors already.
      authors: postAuthors(fm, content.authors, '').authors.map(authorLink),
      tags: frontMatterTags(fm.tags).map((t) => tagRef(config, 'blog', t, content.tags.blog)),
      excerptHtml: p.excerptHtml ?? p.html,
      truncated: p.excerptHtml !== null,
      ...(blog.showReadingTime ? { readingTime: readingTime(p.words) } : {}),
    }
    return { p, summary, listed: fm.unlisted !== true, at: postTime(fm.date) ?? undefined }
  })
  const sorted = sortPosts(
    summaries.map((s) => ({ ...s, date: s.summary.date, title: s.summary.title, path: s.p.source.relativePath })),
  )
  const listed = sorted.filter((s) => s.listed).map((s) => s.summary)
  const sidebar = blogSidebar(listed, blog.blogSidebarCount, blog.blogSidebarTitle)

  // A post list at `first`, `first/page/2`, … (postsPerPage each), so that no page grows with the blog.
  const pagedList = (first: string, posts: PostSummary[]) => {
    const chunks = paginate(posts, blog.postsPerPage)
    const at = (j: number) => (j === 0 ? first : pageUrl(config, joinUrl(first, 'page', String(j + 1))))
    return chunks.map((chunk, i) => {
      const link = (j: number): PageLink | null =>
        j < 0 || j >= chunks.length ? null : { title: j < i ? 'Newer entries' : 'Older entries', href: at(j) }
      return { url: at(i), posts: chunk, pager: { prev: link(i - 1), next: link(i + 1) } }
    })
  }
  // List pages: /blog, /blog/page/2, …
  for (const { url: u, posts, pager } of pagedList(blogUrl(), listed)) {
    add(u, 'blogList', {
      meta: meta(blog.title, u, blog.description),
      blogSidebar: sidebar,
      list: { title: blog.title, posts, ...pager },
    })
  }
  // Posts
  sorted.forEach(({ p, summary, listed: isListed }) => {
    const i = listed.indexOf(summary)
    const fm = p.source.frontmatter
    add(
      summary.href,
      'blogPost',
      {
        meta: meta(summary.title, summary.href, str(fm.description) ?? p.firstParagraph, {
          ogType: 'article',
          draft: isDraft(p.source),
          noindex: !isListed,
          unlisted: !isListed,
          image: socialImage(config, fm.image),
        }),
        blogSidebar: sidebar,
        post: {
          ...summary,
          html: p.html,
          toc:
            fm.hide_table_of_contents === true
              ? []
              : tocOf(p.headings, config.toc.minHeadingLevel, config.toc.maxHeadingLevel),
          newer: i > 0 ? { title: listed[i - 1]!.title, href: listed[i - 1]!.href } : null,
          older: i >= 0 && i < listed.length - 1 ? { title: listed[i + 1]!.title, href: listed[i + 1]!.href } : null,
          editUrl: postEditUrl(config, p, summary.href, (value) => ctx.notUrl?.(p.source.sourcePath, value)),
        },
      },
      p.source.sourcePath,
    )
  })
  // Archive (R12): as in Docusaurus, only when some post is listed.
  if (listed.length) {
    const archiveUrl = blogUrl('archive')
    add(archiveUrl, 'blogArchive', {
      meta: meta(words.say('theme.blog.archive.title'), archiveUrl, words.say('cwc.blog.archive.metaDescription')),
      archive: groupByYear(listed).map((g) => ({ year: g.year, posts: g.posts })),
    })
  }
  // Authors (R13, R14): as in Docusaurus, the list exists when the authors file has authors, and
  // shows each of them; only an author with `page` gets a page of their posts.
  if (Object.keys(content.authors).length) {
    const authorsUrl = blogUrl('authors')
    const postsOf = (key: string) => listed.filter((s) => s.authors.some((a) => a.key === key))
    const authors = Object.values(content.authors).map((a) => ({ ...authorLink(a), count: postsOf(a.key!).length }))
    add(authorsUrl, 'blogAuthors', {
      meta: meta(
        words.say('theme.blog.authorsList.pageTitle'),
        authorsUrl,
        words.say('cwc.blog.authorsList.metaDescription', {
          blogTitle: blog.title,
          blogTitleLower: blog.title.toLowerCase(),
        }),
      ),
      blogSidebar: sidebar,
      authors,
    })
    for (const a of authors) {
      if (!a.href) continue
      const name = a.name ?? a.key!
      for (const { url: u, posts, pager } of pagedList(a.href, postsOf(a.key!))) {
        add(u, 'blogAuthor', {
          meta: meta(
            words.say('theme.blog.author.pageTitle', {
              authorName: name,
              nPosts: words.count('theme.blog.post.plurals', a.count),
            }),
            u,
            a.description ?? a.title ?? '',
          ),
          blogSidebar: sidebar,
          author: a,
          posts,
          pager,
        })
      }
    }
  }
  // Tags (R17): only when posts have tags. A tag is its URL (Docusaurus groups by permalink; the first label wins).
  const tagged = new Map<string, { tag: TagRef; posts: PostSummary[] }>()
  for (const s of listed) {
    for (const t of s.tags) {
      const group = tagged.get(t.href) ?? tagged.set(t.href, { tag: t, posts: [] }).get(t.href)!
      if (!group.posts.includes(s)) group.posts.push(s) // a tag written twice counts once
    }
  }
  if (tagged.size) {
    const tagsUrl = blogUrl('tags')
    const refs: TagRef[] = [...tagged.values()]
      .map(({ tag, posts }) => ({ ...tag, count: posts.length }))
      .sort((a, b) => a.label.localeCompare(b.label))
    add(tagsUrl, 'blogTags', {
      meta: meta(words.say('theme.tags.tagsPageTitle'), tagsUrl, ''),
      blogSidebar: sidebar,
      tags: refs,
    })
    for (const ref of refs) {
      for (const { url: u, posts, pager } of pagedList(ref.href, tagged.get(ref.href)!.posts)) {
        add(u, 'blogTag', {
          meta: meta(
            words.say('theme.blog.tagTitle', {
              nPosts: words.count('theme.blog.post.plurals', ref.count!),
              tagName: ref.label,
            }),
            u,
            ref.description ?? '',
          ),
          blogSidebar: sidebar,
          tag: ref,
          allTagsHref: tagsUrl,
          posts,
          pager,
        })
      }
    }
  }
}

/**
 * A post's "Edit this page": like the docs' editUrl, the post's path under the blog folder is
 * appended; or what the site's `blog.editUrl` function (SiteConfig[MAIN_THREAD]) returns for it.
 */
function postEditUrl(
  config: SiteConfig,
  p: CompiledPage,
  permalink: string,
  notUrl: (value: string) => void,
): string | null {
  const fn = config[MAIN_THREAD]?.blogEditUrl
  const blog = config.blog as Exclude<SiteConfig['blog'], false>
  if (!fn) return blog.editUrl ? blog.editUrl.replace(/\/?$/, '/') + p.source.relativePath : null
  const blogDirPath = path.relative(config.root, config.dirs.blog).split(path.sep).join('/')
  let url: unknown
  try {
    url = fn({ blogDirPath, blogPath: p.source.relativePath, permalink, locale: config.locale.code })
  } catch (e) {
    throw new BuildError(
      `blog.editUrl: the function threw for ${blogDirPath}/${p.source.relativePath}: ${e instanceof Error ? e.message : String(e)}`,
      {
        file: p.source.sourcePath,
        hint: 'fix the editUrl function of the blog options (it is called with { blogDirPath, blogPath, permalink, locale })',
      },
    )
  }
  if (url === undefined || url === null || url === '') return null
  if (typeof url !== 'string')
    throw new BuildError(
      `blog.editUrl: the function returned ${JSON.stringify(url)} for ${blogDirPath}/${p.source.relativePath}, not a string`,
      { file: p.source.sourcePath, hint: 'return a URL string, or undefined for no "Edit this page" link' },
    )
  if (!mayBeUrl(url)) {
    notUrl(url)
    return null
  }
  return url
}

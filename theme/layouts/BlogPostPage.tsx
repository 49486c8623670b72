/** A blog post (R15): title, date, reading time, authors, tags, "Edit this page", content, newer/older, TOC. */
import type { BlogPostProps } from '../../generator/core/theme-contract'
import { BlogPaginator } from '../components/BlogPaginator'
import { BlogPostItem } from '../components/BlogPostItem/BlogPostItem'
import { DraftBanner } from '../components/DraftBanner'
import { TOCMobile } from '../components/TOCMobile'
import { UnlistedBanner, UntranslatedBanner, useFallbackLanguage } from '../components/UnlistedBanner'
import { BlogShell } from './BlogShell'

export function BlogPostPage({ post, blogSidebar, site, meta }: BlogPostProps) {
  const fallback = useFallbackLanguage(meta.untranslated)
  return (
    <BlogShell blogSidebar={blogSidebar} url={meta.url} toc={post.toc}>
      <DraftBanner draft={meta.draft} />
      <UnlistedBanner unlisted={meta.unlisted} />
      <UntranslatedBanner untranslated={meta.untranslated} />
      {/* On phones the "On this page" box follows the post's title, date and authors. */}
      <BlogPostItem
        post={post}
        site={site}
        html={post.html}
        editUrl={post.editUrl}
        bodyLanguage={fallback}
        beforeBody={<TOCMobile items={post.toc} />}
      />
      <BlogPaginator newer={post.newer} older={post.older} kind="post" />
    </BlogShell>
  )
}

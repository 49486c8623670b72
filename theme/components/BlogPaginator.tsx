/**
 * Newer/older links between blog list pages or between posts. A post's link has a sublabel
 * ("Newer post") over the post's title; a list page's is "Newer entries" / "Older entries" alone,
 * in the site's language, as Docusaurus's BlogListPaginator has it.
 */
import type { PageLink } from '../../generator/core/theme-contract'
import { DocPaginator } from './DocPaginator'
import { useT } from '../i18n/context'

export function BlogPaginator({
  newer,
  older,
  kind,
}: {
  newer: PageLink | null
  older: PageLink | null
  kind: 'list' | 'post'
}) {
  const t = useT()
  return kind === 'post' ? (
    <DocPaginator
      prev={newer}
      next={older}
      label={t('theme.blog.post.paginator.navAriaLabel')}
      sublabels={[t('theme.blog.post.paginator.newerPost'), t('theme.blog.post.paginator.olderPost')]}
    />
  ) : (
    <DocPaginator
      prev={newer && { ...newer, title: t('theme.blog.paginator.newerEntries') }}
      next={older && { ...older, title: t('theme.blog.paginator.olderEntries') }}
      label={t('theme.blog.paginator.navAriaLabel')}
      sublabels={null}
    />
  )
}

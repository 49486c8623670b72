/** Newer/older links between blog list pages or between posts. */
import type { PageLink } from '../../generator/core/theme-contract'
import { DocPaginator } from './DocPaginator'
import { useT } from '../i18n/context'

export function BlogPaginator({ newer, older, kind }: { newer: PageLink | null; older: PageLink | null; kind: 'list' | 'post' }) {
  const t = useT()
  return kind === 'post' ? (
    <DocPaginator prev={newer} next={older} label={t('theme.blog.post.paginator.navAriaLabel')} sublabels={[t('theme.blog.post.paginator.newerPost'), t('theme.blog.post.paginator.olderPost')]} />
  ) : (
    <DocPaginator prev={newer} next={older} label={t('theme.blog.paginator.navAriaLabel')} sublabels={[t('theme.blog.paginator.newerEntries'), t('theme.blog.paginator.olderEntries')]} />
  )
}

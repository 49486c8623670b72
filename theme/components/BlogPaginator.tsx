/** Newer/older links between blog list pages or between posts. */
import type { PageLink } from '../../generator/core/types'
import { DocPaginator } from './DocPaginator'

export function BlogPaginator({ newer, older, kind }: { newer: PageLink | null; older: PageLink | null; kind: 'list' | 'post' }) {
  return kind === 'post' ? (
    <DocPaginator prev={newer} next={older} label="Blog post page navigation" sublabels={['Newer post', 'Older post']} />
  ) : (
    <DocPaginator prev={newer} next={older} label="Blog list page navigation" sublabels={['Newer entries', 'Older entries']} />
  )
}

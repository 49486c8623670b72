/** Every blog tag with its count (R17). */
import type { BlogTagsProps } from '../../generator/core/theme-contract'
import { TagList } from '../components/TagList'
import { useT } from '../i18n/context'
import { BlogShell } from './BlogShell'

export function BlogTagsPage({ tags, blogSidebar, meta }: BlogTagsProps) {
  const t = useT()
  return (
    <BlogShell blogSidebar={blogSidebar} url={meta.url}>
      <header className="page-header">
        <h1 className="page-header__title">{t('theme.tags.tagsPageTitle')}</h1>
      </header>
      <TagList tags={tags} label={null} />
    </BlogShell>
  )
}

/** Every docs tag with its count (R17). */
import type { DocsTagsProps } from '../../generator/core/theme-contract'
import { TagList } from '../components/TagList'
import { useT } from '../i18n/context'
import { DocShell } from './DocShell'

export function DocsTagsPage({ tags, sidebar, meta, site }: DocsTagsProps) {
  const t = useT()
  return (
    <DocShell sidebar={sidebar} url={meta.url} flavour={site.flavour}>
      <article className="markdown">
        <h1>{t('theme.tags.tagsPageTitle')}</h1>
      </article>
      <TagList tags={tags} label={null} />
    </DocShell>
  )
}

/** Every docs tag with its count (R17). */
import type { DocsTagsProps } from '../../generator/core/types'
import { TagList } from '../components/TagList'
import { DocShell } from './DocShell'

export function DocsTagsPage({ tags, sidebar, meta }: DocsTagsProps) {
  return (
    <DocShell sidebar={sidebar} url={meta.url}>
      <article className="markdown">
        <h1>Tags</h1>
      </article>
      <TagList tags={tags} label={null} />
    </DocShell>
  )
}

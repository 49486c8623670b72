/** A row of tag pills, optionally with counts and a leading "Tags:" label; a tag's description (tags.yml) is
 * its tooltip. */
import type { TagRef } from '../../generator/core/theme-contract'
import { useT } from '../i18n/context'

/** `label`: undefined, the locale's "Tags:"; null, none. */
export function TagList({ tags, label }: { tags: TagRef[]; label?: string | null }) {
  const t = useT()
  if (tags.length === 0) return null
  if (label === undefined) label = t('theme.tags.tagsListLabel')
  return (
    <div className="tag-list">
      {label && <b className="tag-list__label">{label}</b>}
      <ul className="tag-list__items">
        {tags.map((tag, i) => (
          <li key={`${i}-${tag.href}`}>
            <a className="tag" href={tag.href} rel="tag" title={tag.description}>
              {tag.label}
              {tag.count !== undefined && <span className="tag__count">{tag.count}</span>}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

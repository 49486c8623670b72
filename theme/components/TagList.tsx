/** A row of tag pills, optionally with counts and a leading "Tags:" label; a tag's description (tags.yml) is its tooltip. */
import type { TagRef } from '../../generator/core/theme-contract'

export function TagList({ tags, label = 'Tags:' }: { tags: TagRef[]; label?: string | null }) {
  if (tags.length === 0) return null
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

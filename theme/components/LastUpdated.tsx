/**
 * "Last updated on <date> by <author>" in the doc footer (Docusaurus's `showLastUpdateTime` /
 * `showLastUpdateAuthor`): the parts the routes stage gives, the date in a `<time datetime>`.
 */
import type { DocProps } from '../../generator/core/types'

export function LastUpdated({ lastUpdate }: { lastUpdate: DocProps['doc']['lastUpdate'] }) {
  if (!lastUpdate || (!lastUpdate.date && !lastUpdate.author)) return null
  const { date, formattedDate, author } = lastUpdate
  return (
    <span className="doc-footer__last-updated">
      Last updated
      {date && <> on <b><time dateTime={date}>{formattedDate ?? date}</time></b></>}
      {author && <> by <b>{author}</b></>}
    </span>
  )
}

/**
 * "Last updated on <date> by <author>" in the doc footer (Docusaurus's `showLastUpdateTime` /
 * `showLastUpdateAuthor`): the parts the routes stage gives, the date in a `<time datetime>`.
 */
import type { DocProps } from '../../generator/core/theme-contract'
import { useT } from '../i18n/context'

export function LastUpdated({ lastUpdate }: { lastUpdate: DocProps['doc']['lastUpdate'] }) {
  const t = useT()
  if (!lastUpdate || (!lastUpdate.date && !lastUpdate.author)) return null
  const { date, formattedDate, author } = lastUpdate
  return (
    <span className="doc-footer__last-updated">
      {t('theme.lastUpdated.lastUpdated')}
      {date && (
        <>
          {' '}
          {t('theme.lastUpdated.on')}{' '}
          <b>
            <time dateTime={date}>{formattedDate ?? date}</time>
          </b>
        </>
      )}
      {author && (
        <>
          {' '}
          {t('theme.lastUpdated.by')} <b>{author}</b>
        </>
      )}
    </span>
  )
}

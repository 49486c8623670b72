/**
 * "Page Error" (E2): shown when the top-level layout itself fails. Same classes as the crash
 * page plus `crash-page--fatal`; the retry reloads the page.
 */
import { useT } from '../../i18n/context'
import { describeError } from './error-chain'

export function PageError({ error }: { error?: unknown }) {
  const t = useT()
  return (
    <section className="crash-page crash-page--fatal" role="alert">
      <h1 className="crash-page__title">{t('cwc.PageError.title')}</h1>
      {error !== undefined && <p className="crash-page__message">{describeError(error)}</p>}
      <button type="button" className="crash-page__retry button" data-crash-retry>
        {t('theme.ErrorPageContent.tryAgain')}
      </button>
    </section>
  )
}

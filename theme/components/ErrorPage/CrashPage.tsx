/**
 * "This page crashed." (E1): a "Try again" button and the error messages with their causes.
 * The runtime may build the same markup by hand; keep the classes in sync:
 * `section.crash-page` > `h1.crash-page__title`, `button.crash-page__retry[data-crash-retry]`,
 * `ul.crash-page__errors` > `li.crash-page__error` > `p.crash-page__message` + `ul.crash-page__causes` > `li`.
 */
import { useT } from '../../i18n/context'
import { errorChain, type ErrorEntry } from './error-chain'

export function CrashPage({ errors }: { errors: unknown[] }) {
  const t = useT()
  const entries: ErrorEntry[] = errors.map(errorChain)
  return (
    <section className="crash-page" role="alert">
      <h1 className="crash-page__title">{t('theme.ErrorPageContent.title')}</h1>
      <button type="button" className="crash-page__retry button" data-crash-retry>
        {t('theme.ErrorPageContent.tryAgain')}
      </button>
      <ul className="crash-page__errors">
        {entries.map((entry, i) => (
          <li className="crash-page__error" key={i}>
            <p className="crash-page__message">{entry.message}</p>
            {entry.causes.length > 0 && (
              <ul className="crash-page__causes">
                {entry.causes.map((cause, j) => (
                  <li key={j}>{t('cwc.ErrorPage.cause', { cause })}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * "Page Error" (E2): shown when the top-level layout itself fails. Same classes as the crash
 * page plus `crash-page--fatal`; the retry reloads the page.
 */
import { describeError } from './error-chain'

export function PageError({ error }: { error?: unknown }) {
  return (
    <section className="crash-page crash-page--fatal" role="alert">
      <h1 className="crash-page__title">Page Error</h1>
      {error !== undefined && <p className="crash-page__message">{describeError(error)}</p>}
      <button type="button" className="crash-page__retry button" data-crash-retry>Try again</button>
    </section>
  )
}

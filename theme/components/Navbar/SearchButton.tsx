/**
 * The search button in the navbar search slot. It carries the URL of the search UI chunk
 * (`data-search-src`); the runtime (`search-trigger.ts`) loads it on the first click,
 * `Ctrl+K`/`Cmd+K` or `/`. Without JS it cannot work, so CSS hides it.
 */
import { IconSearch } from '../icons'
import { useT } from '../../i18n/context'

export function SearchButton({ src }: { src: string }) {
  const t = useT()
  return (
    <button
      type="button"
      className="search-button"
      data-search-src={src}
      aria-label={t('theme.SearchBar.label')}
      aria-keyshortcuts="Control+K Meta+K /"
      title={t('cwc.SearchBar.title')}
    >
      <IconSearch size={18} className="search-button__icon" />
      <span className="search-button__label" aria-hidden="true">
        {t('theme.SearchBar.label')}
      </span>
      {/* biome-ignore lint/a11y/noAriaHiddenOnFocusable: a <kbd> is not focusable; the button's label says it */}
      <kbd className="search-button__key" aria-hidden="true">
        /
      </kbd>
    </button>
  )
}

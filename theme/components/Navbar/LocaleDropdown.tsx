/**
 * Docusaurus's `localeDropdown` navbar item: this page in each locale, as real links (it works
 * without JS), each with `hreflang`/`lang`; `target="_self"` makes the client router leave it to
 * a full load (another locale is another site). Same markup as NavbarDropdown in the bar; a
 * collapsible group in the mobile panel.
 */
import { useContext } from 'react'
import type { ResolvedNavbarItem } from '../../../generator/core/theme-contract'
import { I18nContext, useT } from '../../i18n/context'
import { IconChevron } from '../icons'
import { Link } from '../Link'

/** The same page under another locale's base URL. */
export function localeHref(pageUrl: string, fromBase: string, toBase: string): string {
  const rest = pageUrl.startsWith(fromBase) ? pageUrl.slice(fromBase.length) : pageUrl.replace(/^\/+/, '')
  return toBase + rest
}

export function LocaleDropdown({ item, panel = false }: { item: ResolvedNavbarItem; panel?: boolean }) {
  const site = useContext(I18nContext)
  const t = useT()
  if (!site || site.i18n.locales.length < 2) return null
  const here = site.i18n.locales.find((l) => l.code === site.locale.code)!
  const label = item.label || site.locale.label
  const linkClass = panel ? 'menu__link' : 'navbar-dropdown__link'
  // The site's own entries (`dropdownItemsBefore`/`After`: "Help us translate"), links as a dropdown's.
  const own = (items: ResolvedNavbarItem[] | undefined, where: string) =>
    (items ?? []).map(
      (child, i) =>
        child.href && (
          <li key={`${where}${i}`}>
            <Link
              href={child.href}
              external={child.external}
              target={child.target}
              className={[linkClass, child.className].filter(Boolean).join(' ')}
            >
              {child.label}
            </Link>
          </li>
        ),
    )
  const links = [
    ...own(item.before, 'b'),
    ...site.i18n.locales.map((l) => (
      <li key={l.code}>
        <a
          href={localeHref(site.pageUrl ?? here.baseUrl, here.baseUrl, l.baseUrl)}
          hrefLang={l.htmlLang}
          lang={l.htmlLang}
          target="_self"
          className={linkClass}
          aria-current={l.code === here.code ? 'true' : undefined}
        >
          {l.label}
        </a>
      </li>
    )),
    ...own(item.after, 'a'),
  ]
  if (panel) {
    return (
      <details className="menu__category locale-dropdown">
        <summary className="menu__category-label" aria-label={`${t('theme.navbar.localeDropdown.label')}: ${label}`}>
          {label}
        </summary>
        <ul className="menu__list">{links}</ul>
      </details>
    )
  }
  return (
    <div className="navbar-dropdown locale-dropdown" data-dropdown>
      <button
        type="button"
        className="navbar__link"
        aria-expanded="false"
        aria-haspopup="true"
        aria-label={`${t('theme.navbar.localeDropdown.label')}: ${label}`}
      >
        <svg
          width={16}
          height={16}
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          strokeLinejoin="round"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="M2 12h20M12 2a15.3 15.3 0 0 1 4 10 15.3 15.3 0 0 1-4 10 15.3 15.3 0 0 1-4-10 15.3 15.3 0 0 1 4-10z" />
        </svg>
        {label}
        <IconChevron size={14} className="navbar-dropdown__chevron" />
      </button>
      <ul className="navbar-dropdown__menu">{links}</ul>
    </div>
  )
}

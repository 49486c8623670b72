import { useContext } from 'react'
import { I18nContext, useT } from '../i18n/context'

/** Shown on pages with `unlisted: true` front matter: reachable by link, but listed nowhere and not indexed. */
export function UnlistedBanner({ unlisted }: { unlisted?: boolean }) {
  const t = useT()
  if (!unlisted) return null
  return (
    <div className="admonition admonition-warning unlisted-banner" role="note">
      <p className="admonition-heading">{t('theme.unlistedContent.title')}</p>
      <div className="admonition-content"><p>{t('theme.unlistedContent.message')}</p></div>
    </div>
  )
}

/**
 * Shown on a translated locale's page that has no translation yet: the default locale's text
 * stands in (as in Docusaurus), and the reader is told so, in the locale's words.
 */
export function UntranslatedBanner({ untranslated }: { untranslated?: boolean }) {
  const t = useT()
  const site = useContext(I18nContext)
  if (!untranslated || !site) return null
  const label = (code: string) => site.i18n.locales.find((l) => l.code === code)?.label ?? code
  return (
    <div className="admonition admonition-info untranslated-banner" role="note">
      <p className="admonition-heading">{t('cwc.untranslated.title')}</p>
      <div className="admonition-content"><p>{t('cwc.untranslated.message', { locale: label(site.locale.code), defaultLocale: label(site.i18n.defaultLocale) })}</p></div>
    </div>
  )
}

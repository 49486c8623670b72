import { useContext } from 'react'
import { I18nContext, useT } from '../i18n/context'

/** Shown on pages with `unlisted: true` front matter: reachable by link, but listed nowhere and not indexed. */
export function UnlistedBanner({ unlisted }: { unlisted?: boolean }) {
  const t = useT()
  if (!unlisted) return null
  return (
    <div className="admonition admonition-warning unlisted-banner" role="note">
      <p className="admonition-heading">{t('theme.unlistedContent.title')}</p>
      <div className="admonition-content">
        <p>{t('theme.unlistedContent.message')}</p>
      </div>
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
  // Each language named in the page's own language ("الإنجليزية", not "English", in Arabic text).
  const label = (code: string) =>
    languageName(code, site.locale.code) ?? site.i18n.locales.find((l) => l.code === code)?.label ?? code
  return (
    <div className="admonition admonition-info untranslated-banner" role="note">
      <p className="admonition-heading">{t('cwc.untranslated.title')}</p>
      <div className="admonition-content">
        <p>
          {t('cwc.untranslated.message', {
            locale: label(site.locale.code),
            defaultLocale: label(site.i18n.defaultLocale),
          })}
        </p>
      </div>
    </div>
  )
}

/** A language's name in another language (`Intl.DisplayNames`), or null where the runtime does not know it. */
export function languageName(code: string, inLanguage: string): string | null {
  try {
    const name = new Intl.DisplayNames([inLanguage], { type: 'language', fallback: 'none' }).of(code)
    return name ?? null
  } catch {
    return null
  }
}

/**
 * The `lang` and `dir` of an untranslated page's stand-in text (the default locale's), so it is read
 * and laid out as that language (English stays left to right on an Arabic page); nothing otherwise.
 */
export function useFallbackLanguage(untranslated?: boolean): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const site = useContext(I18nContext)
  const fallback = untranslated && site ? site.i18n.locales.find((l) => l.code === site.i18n.defaultLocale) : undefined
  return fallback ? { lang: fallback.htmlLang, dir: fallback.direction } : {}
}

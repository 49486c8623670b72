/**
 * The locales of a site: each locale's settings with Docusaurus's defaults (label,
 * direction and calendar from Intl), and the SiteConfig that builds one locale — the default at
 * the base URL, every other locale under its `path` (`/fr/`), its own output subfolder.
 */
import path from 'node:path'
import type { LocaleConfig, ResolvedLocale, SiteConfig } from '../../core/types.js'

/** Languages written right to left (Docusaurus's fallback list when Intl has no text info). */
const RTL_LANGUAGES = new Set(['ar', 'arc', 'dv', 'fa', 'ha', 'he', 'khw', 'ks', 'ku', 'ps', 'ur', 'yi'])

/** A locale's settings: what the config gives, the rest as Docusaurus derives it. */
export function resolveLocale(code: string, given: Partial<LocaleConfig> = {}): ResolvedLocale {
  const htmlLang = given.htmlLang ?? code
  return {
    code,
    label: given.label ?? defaultLabel(code),
    direction: given.direction ?? defaultDirection(code),
    htmlLang,
    calendar: given.calendar ?? defaultCalendar(code),
    path: given.path ?? code,
  }
}

/** The locale's name in itself ("Français", "فارسی"), as Docusaurus shows it. */
function defaultLabel(code: string): string {
  try {
    const name = new Intl.DisplayNames([code], { type: 'language' }).of(code)
    if (name) return name.charAt(0).toLocaleUpperCase(code) + name.slice(1)
  } catch {
    /* not a BCP 47 tag: the code itself */
  }
  return code
}

function defaultDirection(code: string): 'ltr' | 'rtl' {
  try {
    // Node 20+: `getTextInfo()` (older V8: the `textInfo` getter).
    const locale = new Intl.Locale(code) as Intl.Locale & {
      getTextInfo?: () => { direction?: string }
      textInfo?: { direction?: string }
    }
    const direction = locale.getTextInfo?.().direction ?? locale.textInfo?.direction
    if (direction === 'rtl' || direction === 'ltr') return direction
  } catch {
    /* below */
  }
  return RTL_LANGUAGES.has(code.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr'
}

function defaultCalendar(code: string): string {
  try {
    const locale = new Intl.Locale(code) as Intl.Locale & { getCalendars?: () => string[]; calendars?: string[] }
    if (locale.calendar) return locale.calendar
    return locale.getCalendars?.()[0] ?? locale.calendars?.[0] ?? 'gregory'
  } catch {
    return 'gregory'
  }
}

/** The locale written into an `Intl` call: the html lang with the locale's calendar. */
export function intlLocale(locale: Pick<LocaleConfig, 'htmlLang' | 'calendar'>): string {
  return locale.calendar && locale.calendar !== 'gregory'
    ? `${locale.htmlLang}-u-ca-${locale.calendar}`
    : locale.htmlLang
}

/** The base URL of a locale: the site's, plus the locale's path for any but the default. */
export function localeBaseUrl(config: SiteConfig, locale: ResolvedLocale): string {
  return locale.code === config.i18n.defaultLocale
    ? config.i18n.rootBaseUrl
    : `${config.i18n.rootBaseUrl}${locale.path.replace(/^\/+|\/+$/g, '')}/`
}

/** The output subfolder of a locale ('' for the default). */
export function localeSubdir(config: SiteConfig, locale: ResolvedLocale): string {
  return locale.code === config.i18n.defaultLocale ? '' : locale.path.replace(/^\/+|\/+$/g, '')
}

/**
 * The SiteConfig that builds one locale: its base URL, its output folder, its settings and UI
 * strings. The default locale's SiteConfig is `config` itself (a one-locale site is unchanged).
 */
export function configForLocale(config: SiteConfig, code: string, messages: Record<string, string>): SiteConfig {
  const locale = config.i18n.locales.find((l) => l.code === code)
  if (!locale) throw new Error(`Unknown locale ${code}`)
  if (code === config.i18n.defaultLocale && messages === config.i18n.messages) return config
  const sub = localeSubdir(config, locale)
  return {
    ...config,
    baseUrl: localeBaseUrl(config, locale),
    outDir: sub ? path.join(config.outDir, sub) : config.outDir,
    locale,
    i18n: { ...config.i18n, messages },
  }
}

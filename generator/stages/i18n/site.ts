/** What every page of a locale knows about the site's locales (SiteData.i18n). */
import { messagesFor } from '../../../theme/i18n/messages.js'
import type { SiteConfig, SiteData } from '../../core/types.js'
import { localeBaseUrl } from './locales.js'

/** The locales with their base URLs, and this locale's theme strings (built-in + code.json). */
export function siteI18n(config: SiteConfig): SiteData['i18n'] {
  return {
    defaultLocale: config.i18n.defaultLocale,
    locales: config.i18n.locales.map((l) => ({
      code: l.code,
      label: l.label,
      htmlLang: l.htmlLang,
      direction: l.direction,
      baseUrl: localeBaseUrl(config, l),
    })),
    messages: messagesFor(config.locale.code, config.i18n.messages),
  }
}

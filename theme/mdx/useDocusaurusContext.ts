/** `@docusaurus/useDocusaurusContext`: the site config and the locale being built, set by setMdxSite. */
import { mdxSite } from './site'

/** What useDocusaurusContext returns (the parts content reads). */
export interface DocusaurusContext {
  siteConfig: Record<string, unknown>
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] }
}

/** The site config (with `baseUrl`) and the i18n facts. */
export function useDocusaurusContext(): DocusaurusContext {
  const { baseUrl, siteConfig, currentLocale } = mdxSite()
  const i18n = (siteConfig.i18n ?? {}) as { defaultLocale?: string; locales?: string[] }
  const defaultLocale = i18n.defaultLocale ?? 'en'
  return { siteConfig: { ...siteConfig, baseUrl }, i18n: { currentLocale: currentLocale ?? defaultLocale, defaultLocale, locales: i18n.locales ?? [defaultLocale] } }
}

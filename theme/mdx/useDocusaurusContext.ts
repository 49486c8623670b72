/** `@docusaurus/useDocusaurusContext`: the site config set by setMdxSite, one locale. */
import { mdxSite } from './site'

/** What useDocusaurusContext returns (the parts content reads). */
export interface DocusaurusContext {
  siteConfig: Record<string, unknown>
  i18n: { currentLocale: string; defaultLocale: string; locales: string[] }
}

/** The site config (with `baseUrl`) and the i18n facts. */
export function useDocusaurusContext(): DocusaurusContext {
  const { baseUrl, siteConfig } = mdxSite()
  // Locales are not wired into MDX rendering yet: every page renders as the one `en` locale.
  return { siteConfig: { ...siteConfig, baseUrl }, i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] } }
}

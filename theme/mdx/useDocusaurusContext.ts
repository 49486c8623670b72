/**
 * `@docusaurus/useDocusaurusContext`: the site config (a Docusaurus project's whole config, its
 * serializable parts: customFields, themeConfig, …), the locale facts and the global data, as set
 * by setMdxSite.
 */
import { useGlobalData } from './environment'
import { mdxSite } from './site'

/** What useDocusaurusContext returns. */
export interface DocusaurusContext {
  siteConfig: Record<string, unknown>
  siteMetadata: { docusaurusVersion: string; siteVersion?: string; pluginVersions: Record<string, unknown> }
  globalData: Record<string, Record<string, unknown>>
  i18n: {
    currentLocale: string
    defaultLocale: string
    locales: string[]
    localeConfigs: Record<string, Record<string, unknown>>
  }
  codeTranslations: Record<string, string>
}

/** The site config (with `baseUrl`), the i18n facts and the global data. */
export function useDocusaurusContext(): DocusaurusContext {
  const { baseUrl, siteConfig, currentLocale } = mdxSite()
  const i18n = (siteConfig.i18n ?? {}) as {
    defaultLocale?: string
    locales?: string[]
    localeConfigs?: Record<string, Record<string, unknown>>
  }
  const defaultLocale = i18n.defaultLocale ?? 'en'
  return {
    siteConfig: { ...siteConfig, baseUrl },
    siteMetadata: { docusaurusVersion: '3', pluginVersions: {} },
    globalData: useGlobalData(),
    i18n: {
      currentLocale: currentLocale ?? defaultLocale,
      defaultLocale,
      locales: i18n.locales ?? [defaultLocale],
      localeConfigs: i18n.localeConfigs ?? {},
    },
    codeTranslations: {},
  }
}

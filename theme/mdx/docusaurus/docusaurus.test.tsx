import { afterEach, describe, expect, test } from 'vitest'
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { setMdxSite, takeLayoutFacts, MDX_MODULES } from '../index'
import { useDocusaurusContext } from '../useDocusaurusContext'
import { useAllPluginInstancesData, useGlobalData, usePluginData } from '../environment'
import { DEFAULT_PLUGIN_ID } from './constants'
import {
  useActiveVersion,
  useActivePlugin,
  useDocsVersion,
  useLatestVersion,
  useVersions,
  useDocsData,
} from './docs-client'
import { Interpolate, interpolate } from './Interpolate'
import { hasProtocol, isInternalUrl } from './isInternalUrl'
import { A, Code, Img } from './MDXComponents'
import { matchPath, Redirect, useHistory, useLocation } from './router'
import {
  PageMetadata,
  ThemeClassNames,
  useColorMode,
  usePluralForm,
  useThemeConfig,
  useWindowSize,
} from './theme-common'
import { useRouteContext } from './useRouteContext'
import { liftHead } from '../../../generator/stages/markdown/mdx/page-html'

const SITE = {
  baseUrl: '/base/',
  siteConfig: {
    title: 'Site',
    customFields: { apiUrl: 'https://api.example' },
    themeConfig: {
      colorMode: { defaultMode: 'dark', disableSwitch: false, respectPrefersColorScheme: false },
      navbar: { title: 'Nav' },
    },
    i18n: { defaultLocale: 'en', locales: ['en', 'fr'] },
  },
  currentLocale: 'en',
  pathname: '/base/docs/next/intro',
  docs: {
    path: '/base/docs',
    versions: [
      {
        name: 'current',
        label: 'Next',
        isLast: false,
        path: '/base/docs/next',
        banner: 'unreleased' as const,
        badge: true,
        noIndex: false,
      },
      {
        name: '2.0',
        label: '2.0',
        isLast: true,
        path: '/base/docs',
        banner: 'none' as const,
        badge: true,
        noIndex: false,
      },
      {
        name: '1.0',
        label: '1.0',
        isLast: false,
        path: '/base/docs/1.0',
        banner: 'unmaintained' as const,
        badge: true,
        noIndex: true,
      },
    ],
  },
}
afterEach(() => setMdxSite({ baseUrl: '/', siteConfig: {} }))

/** Render a hook's answer through a component (hooks run inside a render, as in a page). */
function run<T>(hook: () => T): T {
  let value: T | undefined
  function Probe() {
    value = hook()
    return null
  }
  renderToStaticMarkup(<Probe />)
  return value as T
}

const markup = (el: ReactElement) => renderToStaticMarkup(el)

describe('28.2 @docusaurus/theme-common', () => {
  test("28.2 useThemeConfig gives the site's themeConfig", () => {
    setMdxSite(SITE)
    expect(run(useThemeConfig)).toEqual(SITE.siteConfig.themeConfig)
  })

  test('28.2 useColorMode renders the default mode at build time, with its setter and isDarkTheme', () => {
    setMdxSite(SITE)
    const mode = run(useColorMode)
    expect(mode.colorMode).toBe('dark')
    expect(mode.isDarkTheme).toBe(true)
    expect(typeof mode.setColorMode).toBe('function')
    setMdxSite({ ...SITE, siteConfig: { ...SITE.siteConfig, themeConfig: {} } })
    expect(run(useColorMode).colorMode).toBe('light')
  })

  test("28.2 ThemeClassNames are Docusaurus's class names", () => {
    expect(ThemeClassNames.docs.docMarkdown).toBe('theme-doc-markdown')
    expect(ThemeClassNames.page.docsDocPage).toBe('docs-doc-page')
    expect(ThemeClassNames.wrapper.main).toBe('main-wrapper')
    expect(ThemeClassNames.common.admonitionType('tip')).toBe('theme-admonition-tip')
    expect(ThemeClassNames.docs.docSidebarItemCategoryLevel(2)).toBe('theme-doc-sidebar-item-category-level-2')
  })

  test("28.2 usePluralForm picks the locale's plural form", () => {
    setMdxSite(SITE)
    const { selectMessage } = run(usePluralForm)
    expect(selectMessage(1, 'One post|{count} posts')).toBe('One post')
    expect(selectMessage(3, 'One post|{count} posts')).toBe('{count} posts')
    expect(selectMessage(3, 'Only form')).toBe('Only form')
    setMdxSite({ ...SITE, currentLocale: 'fr' })
    // French: 0 is "one" too.
    expect(run(usePluralForm).selectMessage(0, 'un|plusieurs')).toBe('un')
  })

  test('28.2 useWindowSize is "ssr" while the build renders', () => {
    expect(run(useWindowSize)).toBe('ssr')
  })

  test('28.2 PageMetadata gives the page its title and description, and its keywords to the head', () => {
    takeLayoutFacts()
    const html = markup(<PageMetadata title="T" description="D" keywords={['a', 'b']} />)
    expect(takeLayoutFacts()).toEqual({ title: 'T', description: 'D' })
    // React 19 hoists <meta> to the start of the output; the compiler lifts it into the head (page-html.ts liftHead).
    expect(liftHead(html)).toEqual({ html: '', head: '<meta name="keywords" content="a,b"/>' })
  })

  test('28.2 the module offers every name sites import, also through the table', () => {
    for (const name of [
      'useThemeConfig',
      'useColorMode',
      'ThemeClassNames',
      'usePluralForm',
      'useWindowSize',
      'HtmlClassNameProvider',
      'PageMetadata',
      'ThemedComponent',
      'ErrorCauseBoundary',
    ]) {
      expect(MDX_MODULES['@docusaurus/theme-common']![name], name).toBeDefined()
    }
    expect(MDX_MODULES['@docusaurus/constants']!.DEFAULT_PLUGIN_ID).toBe('default')
  })
})

describe('28.2 @docusaurus/router', () => {
  test("28.2 useLocation is the page's own path at build time", () => {
    setMdxSite(SITE)
    expect(run(useLocation)).toMatchObject({ pathname: '/base/docs/next/intro', search: '', hash: '' })
    setMdxSite({ baseUrl: '/base/', siteConfig: {} })
    expect(run(useLocation).pathname).toBe('/base/')
  })

  test('28.2 Redirect is a meta refresh in the head and a link, with the base URL', () => {
    setMdxSite(SITE)
    expect(liftHead(markup(<Redirect to="/docs/intro" />))).toEqual({
      head: '<meta http-equiv="refresh" content="0; url=/base/docs/intro"/><link rel="canonical" href="/base/docs/intro"/>',
      html: '<p class="redirect-notice">This page has moved to <a href="/base/docs/intro" data-cwc-redirect="">/base/docs/intro</a>.</p>',
    })
    expect(markup(<Redirect to="https://elsewhere.example/x" />)).toContain('url=https://elsewhere.example/x')
  })

  test('28.2 useHistory builds hrefs with the base URL; push does nothing at build time', () => {
    setMdxSite(SITE)
    const history = run(useHistory)
    expect(history.createHref('/a')).toBe('/base/a')
    expect(() => history.push('/a')).not.toThrow()
    expect(history.location.pathname).toBe('/base/docs/next/intro')
  })

  test('28.2 matchPath matches plain paths and params', () => {
    expect(matchPath('/blog/hello', { path: '/blog/:slug', exact: true })?.params).toEqual({ slug: 'hello' })
    expect(matchPath('/blog/hello/x', { path: '/blog/:slug', exact: true })).toBeNull()
    expect(matchPath('/blog/hello/x', '/blog')?.url).toBe('/blog')
  })
})

describe('28.2 @docusaurus/plugin-content-docs/client', () => {
  test("28.2 versions come from the site's real versions; the active one is the page's", () => {
    setMdxSite(SITE)
    expect(run(() => useVersions()).map((v) => v.name)).toEqual(['current', '2.0', '1.0'])
    expect(run(() => useLatestVersion()).name).toBe('2.0')
    expect(run(() => useActiveVersion())?.name).toBe('current')
    setMdxSite({ ...SITE, pathname: '/base/docs/1.0/setup' })
    expect(run(() => useActiveVersion())?.name).toBe('1.0')
    setMdxSite({ ...SITE, pathname: '/base/docs/setup' })
    expect(run(() => useActiveVersion())?.name).toBe('2.0')
    expect(run(() => useActivePlugin())?.pluginId).toBe(DEFAULT_PLUGIN_ID)
    setMdxSite({ ...SITE, pathname: '/base/blog/x' })
    expect(run(() => useActiveVersion())).toBeUndefined()
    expect(run(() => useActivePlugin())).toBeUndefined()
  })

  test("28.2 useDocsVersion is the shown doc's version metadata; off the docs it throws, naming the page", () => {
    setMdxSite({ ...SITE, pathname: '/base/docs/1.0/setup' })
    expect(run(() => useDocsVersion())).toMatchObject({
      version: '1.0',
      label: '1.0',
      isLast: false,
      banner: 'unmaintained',
      noIndex: true,
      pluginId: 'default',
    })
    setMdxSite({ ...SITE, pathname: '/base/docs/setup' })
    expect(run(() => useDocsVersion())).toMatchObject({ version: '2.0', banner: null })
    setMdxSite({ ...SITE, pathname: '/base/blog/x' })
    expect(() => run(() => useDocsVersion())).toThrow(/\/base\/blog\/x is not a docs page/)
  })

  test('28.2 another plugin id is an error naming the one there is', () => {
    setMdxSite(SITE)
    expect(() => run(() => useDocsData('api'))).toThrow(/no docs plugin with id "api".*"default"/)
  })

  test("28.2 useGlobalData and usePluginData publish the docs plugin's data", () => {
    setMdxSite(SITE)
    const data = run(useGlobalData)
    expect(Object.keys(data)).toEqual(['docusaurus-plugin-content-docs'])
    expect((run(() => usePluginData('docusaurus-plugin-content-docs')) as { path: string }).path).toBe('/base/docs')
    expect(Object.keys(run(() => useAllPluginInstancesData('docusaurus-plugin-content-docs')) ?? {})).toEqual([
      'default',
    ])
  })
})

describe('28.2 the other Docusaurus client modules', () => {
  test('28.2 useDocusaurusContext gives the whole siteConfig (customFields, themeConfig) and i18n', () => {
    setMdxSite(SITE)
    const ctx = run(useDocusaurusContext)
    expect(ctx.siteConfig.customFields).toEqual({ apiUrl: 'https://api.example' })
    expect(ctx.siteConfig.themeConfig).toEqual(SITE.siteConfig.themeConfig)
    expect(ctx.siteConfig.baseUrl).toBe('/base/')
    expect(ctx.i18n).toMatchObject({ currentLocale: 'en', defaultLocale: 'en', locales: ['en', 'fr'] })
  })

  test('28.2 Interpolate and interpolate fill placeholders with text and elements', () => {
    expect(interpolate('Hello {name}!', { name: 'Ada' })).toBe('Hello Ada!')
    expect(interpolate('Keep {this}', {})).toBe('Keep {this}')
    // biome-ignore lint/a11y/noAmbiguousAnchorText: the words Docusaurus's own example uses
    expect(markup(<Interpolate values={{ link: <a href="/x">here</a> }}>{'Click {link} now'}</Interpolate>)).toBe(
      'Click <a href="/x">here</a> now',
    )
  })

  test('28.2 isInternalUrl: no scheme and not protocol-relative', () => {
    expect(isInternalUrl('/docs')).toBe(true)
    expect(isInternalUrl('docs/x')).toBe(true)
    expect(isInternalUrl('https://x.org')).toBe(false)
    expect(isInternalUrl('//cdn.x.org')).toBe(false)
    expect(isInternalUrl('mailto:a@b.c')).toBe(false)
    expect(isInternalUrl(undefined)).toBe(false)
    expect(hasProtocol('https://x')).toBe(true)
  })

  test('28.2 useRouteContext names the pages plugin', () => {
    expect(run(useRouteContext).plugin).toEqual({ name: 'docusaurus-plugin-content-pages', id: 'default' })
  })

  test("28.2 @theme/MDXComponents parts render markdown's markup", () => {
    setMdxSite(SITE)
    expect(markup(<A href="/x">x</A>)).toBe('<a href="/base/x">x</a>')
    expect(markup(<Code>inline</Code>)).toBe('<code>inline</code>')
    expect(markup(<Code className="language-js">{'let a = 1'}</Code>)).toContain(
      'class="code-block" data-language="js"',
    )
    expect(markup(<Img src="/a.png" alt="a" />)).toBe('<img loading="lazy" src="/a.png" alt="a"/>')
    for (const part of ['A', 'Pre', 'Code', 'Details', 'Heading', 'Ul', 'Li', 'Img'])
      expect(MDX_MODULES[`@theme/MDXComponents/${part}`]?.default, part).toBeTypeOf('function')
  })
})

describe('@docusaurus/theme-common/internal: what a swizzled Tabs calls', () => {
  test('31 useTabs: the values of its TabItems, the default one selected (defaultValue, else the item marked default, else the first); useScrollPositionBlocker is there', () => {
    const { useTabs, useScrollPositionBlocker } = MDX_MODULES['@docusaurus/theme-common/internal'] as unknown as {
      useTabs: (p: object) => { selectedValue: string; tabValues: { value: string; label?: string }[] }
      useScrollPositionBlocker: () => { blockElementScrollPositionUntilNextRender: (e: unknown) => void }
    }
    const Item = (_: { value: string; label?: string; default?: boolean; children?: string }) => null
    const Tabs = (props: {
      children?: unknown
      defaultValue?: string
      values?: { value: string; label: string }[]
    }) => {
      const { selectedValue, tabValues } = useTabs(props)
      useScrollPositionBlocker().blockElementScrollPositionUntilNextRender(null)
      return (
        <p>
          {selectedValue}:{tabValues.map((t) => `${t.value}=${t.label}`).join(',')}
        </p>
      )
    }
    const items = [<Item key="a" value="npm" label="npm" />, '\n', <Item key="b" value="yarn" label="Yarn" default />]
    expect(renderToStaticMarkup(<Tabs>{items}</Tabs>)).toBe('<p>yarn:npm=npm,yarn=Yarn</p>')
    expect(renderToStaticMarkup(<Tabs defaultValue="npm">{items}</Tabs>)).toBe('<p>npm:npm=npm,yarn=Yarn</p>')
    expect(renderToStaticMarkup(<Tabs values={[{ value: 'x', label: 'X' }]}>{items}</Tabs>)).toBe('<p>x:x=X</p>')
  })
})

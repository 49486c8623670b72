import { afterEach, describe, expect, test } from 'vitest'
import type { ComponentType, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { BrowserOnly } from './BrowserOnly'
import { DocCardList } from './DocCardList'
import { Head } from './Head'
import { Heading } from './Heading'
import { Layout } from './Layout'
import { Link } from './Link'
import { Translate, translate } from './Translate'
import { useBaseUrl, useBaseUrlUtils } from './useBaseUrl'
import { useDocusaurusContext } from './useDocusaurusContext'
import { useIsBrowser } from './useIsBrowser'
import { MDX_GLOBALS, MDX_MODULES, mdxSite, setMdxSite, takeLayoutFacts } from './index'
import { DOCUSAURUS_MODULES } from './docusaurus/index'
import { ThemedImage } from '../components/ThemedImage'
import { html, markdownHtml } from './test-helpers'

const DOCS = {
  baseUrl: '/docs/',
  siteConfig: { url: 'https://example.com/', title: 'Example', customFields: { a: 1 } },
}
afterEach(() => setMdxSite({ baseUrl: '/', siteConfig: {} }))

describe('theme/mdx: the @docusaurus modules', () => {
  test('useBaseUrl adds the base once (relative paths too); #x and URLs with a scheme stay; absolute adds the site url', () => {
    setMdxSite(DOCS)
    expect(useBaseUrl('/img/a.png')).toBe('/docs/img/a.png')
    expect(useBaseUrl('img/a.png')).toBe('/docs/img/a.png')
    expect(useBaseUrl('/docs/img/a.png')).toBe('/docs/img/a.png')
    expect(useBaseUrl('/docs')).toBe('/docs/')
    expect(useBaseUrl('/docs/x', { forcePrependBaseUrl: true })).toBe('/docs/docs/x')
    expect(useBaseUrl('#top')).toBe('#top')
    expect(useBaseUrl('https://x.org/a')).toBe('https://x.org/a')
    expect(useBaseUrl('//cdn.x.org/a')).toBe('//cdn.x.org/a')
    expect(useBaseUrl('')).toBe('')
    expect(useBaseUrl('/img/a.png', { absolute: true })).toBe('https://example.com/docs/img/a.png')
    expect(useBaseUrlUtils().withBaseUrl('a')).toBe('/docs/a')
    setMdxSite({ baseUrl: '/', siteConfig: {} })
    expect(useBaseUrl('/img/a.png')).toBe('/img/a.png')
  })

  test('Link: site paths (to or href) get the base; http(s) links open in a new tab as in markdown; others stay', () => {
    setMdxSite(DOCS)
    expect(
      renderToStaticMarkup(
        <Link to="/intro" className="c">
          Intro
        </Link>,
      ),
    ).toBe('<a href="/docs/intro" class="c">Intro</a>')
    expect(renderToStaticMarkup(<Link href="/docs/intro">Intro</Link>)).toBe('<a href="/docs/intro">Intro</a>')
    expect(
      renderToStaticMarkup(
        <Link to="intro#x" isNavLink activeClassName="on">
          Intro
        </Link>,
      ),
    ).toBe('<a href="intro#x">Intro</a>')
    expect(
      renderToStaticMarkup(
        <Link to="/a" autoAddBaseUrl={false}>
          A
        </Link>,
      ),
    ).toBe('<a href="/a">A</a>')
    expect(renderToStaticMarkup(<Link to="https://x.org">X</Link>)).toBe(
      '<a href="https://x.org" target="_blank" rel="noopener noreferrer">X</a>',
    )
    expect(
      renderToStaticMarkup(
        <Link to="https://x.org" target="_self">
          X
        </Link>,
      ),
    ).toBe('<a href="https://x.org" target="_self" rel="noopener noreferrer">X</a>')
    expect(renderToStaticMarkup(<Link to="mailto:a@x.org">Mail</Link>)).toBe('<a href="mailto:a@x.org">Mail</a>')
    expect(renderToStaticMarkup(<Link to="pathname:///files/a.pdf">PDF</Link>)).toBe(
      '<a href="/docs/files/a.pdf" target="_blank" rel="noopener noreferrer">PDF</a>',
    )
  })

  test("Link: with trailingSlash a site page path follows it, as Docusaurus's Link does; files and pathname:// links do not", () => {
    setMdxSite({ ...DOCS, trailingSlash: true })
    expect(renderToStaticMarkup(<Link to="/intro#x">Intro</Link>)).toBe('<a href="/docs/intro/#x">Intro</a>')
    expect(renderToStaticMarkup(<Link to="/files/a.pdf">PDF</Link>)).toBe('<a href="/docs/files/a.pdf">PDF</a>')
    expect(renderToStaticMarkup(<Link to="pathname:///raw">Raw</Link>)).toBe(
      '<a href="/docs/raw" target="_blank" rel="noopener noreferrer">Raw</a>',
    )
    setMdxSite({ ...DOCS, trailingSlash: false })
    expect(renderToStaticMarkup(<Link to="/guides/">Guides</Link>)).toBe('<a href="/docs/guides">Guides</a>')
    expect(renderToStaticMarkup(<Link to="/">Home</Link>)).toBe('<a href="/docs/">Home</a>')
  })

  test('useDocusaurusContext: the site config with its baseUrl, one locale', () => {
    setMdxSite(DOCS)
    expect(useDocusaurusContext()).toMatchObject({
      siteConfig: { ...DOCS.siteConfig, baseUrl: '/docs/' },
      i18n: { currentLocale: 'en', defaultLocale: 'en', locales: ['en'] },
    })
  })

  test('C5 useDocusaurusContext on a translated locale: the locale being built, the default and every locale', () => {
    setMdxSite({
      baseUrl: '/fr/',
      siteConfig: { title: 'T', i18n: { defaultLocale: 'en', locales: ['en', 'fr', 'fa'] } },
      currentLocale: 'fr',
    })
    expect(useDocusaurusContext().i18n).toMatchObject({
      currentLocale: 'fr',
      defaultLocale: 'en',
      locales: ['en', 'fr', 'fa'],
    })
  })

  test("BrowserOnly renders its fallback (or nothing) at build time, never its function; useIsBrowser is false there (the browser's side: e2e/react-pages)", () => {
    const never = () => {
      throw new Error('called')
    }
    expect(renderToStaticMarkup(<BrowserOnly fallback={<p>Loading</p>}>{never}</BrowserOnly>)).toBe('<p>Loading</p>')
    expect(renderToStaticMarkup(<BrowserOnly>{never}</BrowserOnly>)).toBe('')
    const Where = () => <p>{useIsBrowser() ? 'browser' : 'build'}</p>
    expect(renderToStaticMarkup(<Where />)).toBe('<p>build</p>')
  })

  test('Translate: the text with {placeholders} filled (elements too); translate() gives a string', () => {
    expect(
      renderToStaticMarkup(
        <p>
          <Translate id="x" description="d" values={{ n: 3, who: 'Ann' }}>
            {'{who} has {n} items, {missing}'}
          </Translate>
        </p>,
      ),
    ).toBe('<p>Ann has 3 items, {missing}</p>')
    expect(
      renderToStaticMarkup(
        <p>
          {/* biome-ignore lint/a11y/noAmbiguousAnchorText: the words Docusaurus's own example uses */}
          <Translate values={{ link: <a href="/x">here</a> }}>{'Click {link}.'}</Translate>
        </p>,
      ),
    ).toBe('<p>Click <a href="/x">here</a>.</p>')
    expect(
      renderToStaticMarkup(
        <p>
          <Translate id="only.id" />
        </p>,
      ),
    ).toBe('<p>only.id</p>')
    expect(
      renderToStaticMarkup(
        <p>
          <Translate>{['Hi ', <b key="b">you</b>]}</Translate>
        </p>,
      ),
    ).toBe('<p>Hi <b>you</b></p>')
    expect(translate({ message: 'Hi {name}', id: 'greet' }, { name: 'Bo' })).toBe('Hi Bo')
    expect(translate({ id: 'greet' })).toBe('greet')
  })

  test("31 Translate and translate() take the locale's message for the id (its code.json), placeholders filled; others stay as written", () => {
    const before = mdxSite()
    try {
      setMdxSite({
        ...before,
        currentLocale: 'fr',
        messages: { 'ext.publishedBy': 'Publiée par {who}', 'ext.devices': 'Appareils' },
      })
      expect(
        renderToStaticMarkup(
          <p>
            <Translate id="ext.publishedBy" values={{ who: 'Ann' }}>
              {'Published by {who}'}
            </Translate>
          </p>,
        ),
      ).toBe('<p>Publiée par Ann</p>')
      expect(
        renderToStaticMarkup(
          <p>
            <Translate id="ext.devices">Devices</Translate>
          </p>,
        ),
      ).toBe('<p>Appareils</p>')
      expect(
        renderToStaticMarkup(
          <p>
            <Translate id="ext.other">Other</Translate>
          </p>,
        ),
      ).toBe('<p>Other</p>')
      expect(translate({ id: 'ext.devices', message: 'Devices' })).toBe('Appareils')
      expect(translate({ id: 'toString', message: 'Kept' })).toBe('Kept') // an own key only
    } finally {
      setMdxSite(before)
    }
  })
})

describe('theme/mdx: the page-level components', () => {
  test('Heading: the id and the hash link of a markdown heading; h1 and id-less headings have no link', async () => {
    expect(
      html(
        <Heading as="h2" id="hi-there">
          Hi <em>there</em>
        </Heading>,
      ),
    ).toBe(await markdownHtml('## Hi *there*'))
    expect(
      renderToStaticMarkup(
        <Heading as="h3" id="x" className="c">
          X
        </Heading>,
      ),
    ).toBe('<h3 id="x" class="c">X<a class="hash-link" href="#x" aria-label="Direct link to X">#</a></h3>')
    expect(
      renderToStaticMarkup(
        <Heading as="h1" id="t">
          T
        </Heading>,
      ),
    ).toBe('<h1 id="t">T</h1>')
    expect(renderToStaticMarkup(<Heading as="h4">T</Heading>)).toBe('<h4>T</h4>')
    // A markdown heading mapped to it by a site's MDXComponents brings rehype-headings' link: one link.
    expect(
      renderToStaticMarkup(
        <Heading as="h3" id="x">
          X
          <a className="hash-link" href="#x" aria-label="Direct link to X">
            #
          </a>
        </Heading>,
      ),
    ).toBe('<h3 id="x">X<a class="hash-link" href="#x" aria-label="Direct link to X">#</a></h3>')
    // Another heading's link, or a link of the text, is not it.
    expect(
      renderToStaticMarkup(
        <Heading as="h3" id="x">
          X
          <a className="hash-link" href="#y">
            #
          </a>
        </Heading>,
      ),
    ).toContain('<a class="hash-link" href="#x"')
    expect(
      renderToStaticMarkup(
        <Heading as="h3" id="x">
          <a className="hash-link" href="#x">
            #
          </a>{' '}
          X
        </Heading>,
      ),
    ).toContain('X<a class="hash-link" href="#x" aria-label="Direct link to # X">#</a></h3>')
  })

  test('DocCardList is the empty placeholder; Head wraps its children in the marker the compiler lifts into <head>; Layout only its children', () => {
    expect(renderToStaticMarkup(<DocCardList items={[{ href: '/a' }]} />)).toBe(
      '<div class="doc-card-list" data-doc-card-list=""></div>',
    )
    // React 19 hoists the meta to the start; the compiler takes hoisted tags and the marker's content into the head.
    expect(
      renderToStaticMarkup(
        <>
          <Head>
            <meta name="k" content="v" />
          </Head>
          <p>x</p>
        </>,
      ),
    ).toBe('<meta name="k" content="v"/><cwc-head></cwc-head><p>x</p>')
    expect(
      renderToStaticMarkup(
        <Layout title="T">
          <p>x</p>
        </Layout>,
      ),
    ).toBe('<p>x</p>')
  })

  test("Layout records its title and description for the page head; a nested Layout's defined props win; taking them forgets them", () => {
    takeLayoutFacts()
    renderToStaticMarkup(
      <Layout title="Outer" description="About">
        <Layout title="Inner">
          <p>x</p>
        </Layout>
      </Layout>,
    )
    expect(takeLayoutFacts()).toEqual({ title: 'Inner', description: 'About' })
    expect(takeLayoutFacts()).toEqual({})
    renderToStaticMarkup(
      <Layout>
        <p>x</p>
      </Layout>,
    )
    expect(takeLayoutFacts()).toEqual({})
  })

  test("react-router by its own names is Docusaurus's router: <Switch> renders the first <Route> matching the page's path (component, render, children), generatePath fills parameters, Link is the theme's", () => {
    const dom = MDX_MODULES['react-router-dom']!
    const {
      Switch,
      Route,
      generatePath,
      Link: RouterLink,
      BrowserRouter,
    } = dom as Record<string, (...args: never[]) => unknown> & {
      Switch: ComponentType<{ children?: ReactNode }>
      Route: ComponentType<Record<string, unknown>>
      Link: ComponentType<{ to: string; children?: ReactNode }>
      BrowserRouter: ComponentType<{ children?: ReactNode }>
      generatePath: (p: string, v: Record<string, string>) => string
    }
    expect(MDX_MODULES['react-router']!.useLocation).toBe(MDX_MODULES['@docusaurus/router']!.useLocation)
    setMdxSite({ baseUrl: '/', siteConfig: {}, pathname: '/docs/guide' })
    const Page = ({ match }: { match: { url: string } }) => <i>{match.url}</i>
    expect(
      renderToStaticMarkup(
        <BrowserRouter>
          <Switch>
            <Route path="/blog" render={() => <b>blog</b>} />
            <Route path="/docs" component={Page} />
            <Route render={() => <b>anything</b>} />
          </Switch>
          <Route path="/docs/:page">{() => <u>always</u>}</Route>
        </BrowserRouter>,
      ),
    ).toBe('<i>/docs</i><u>always</u>')
    expect(generatePath('/docs/:page', { page: 'a b' })).toBe('/docs/a%20b')
    expect(renderToStaticMarkup(<RouterLink to="/intro">Intro</RouterLink>)).toBe('<a href="/intro">Intro</a>')
  })

  test('the table: every specifier has a default export; ThemedImage is the theme component; Details and Head are global', () => {
    for (const [spec, mod] of Object.entries(MDX_MODULES))
      if (
        ![
          '@docusaurus/ExecutionEnvironment',
          '@docusaurus/router',
          '@theme/MDXComponents',
          '@docusaurus/theme-common',
          '@docusaurus/theme-common/internal',
          '@docusaurus/constants',
          '@docusaurus/plugin-content-docs/client',
          'react-router',
          'react-router-dom',
        ].includes(spec)
      )
        expect(typeof mod.default, spec).toBe('function')
    expect(MDX_MODULES['@docusaurus/ExecutionEnvironment']!.default).toMatchObject({ canUseDOM: false })
    expect(
      Object.keys(MDX_MODULES)
        .filter((spec) => !(spec in DOCUSAURUS_MODULES))
        .sort(),
    ).toEqual([
      '@docusaurus/BrowserOnly',
      '@docusaurus/ExecutionEnvironment',
      '@docusaurus/Head',
      '@docusaurus/Link',
      '@docusaurus/Translate',
      '@docusaurus/useBaseUrl',
      '@docusaurus/useDocusaurusContext',
      '@docusaurus/useGlobalData',
      '@docusaurus/useIsBrowser',
      '@theme/Admonition',
      '@theme/CodeBlock',
      '@theme/Details',
      '@theme/DocCardList',
      '@theme/Heading',
      '@theme/IdealImage',
      '@theme/Layout',
      '@theme/MDXComponents',
      '@theme/MDXContent',
      '@theme/Mermaid',
      '@theme/TOCInline',
      '@theme/TabItem',
      '@theme/Tabs',
      '@theme/ThemedImage',
    ])
    expect(MDX_MODULES['@theme/ThemedImage']!.default).toBe(ThemedImage)
    expect(MDX_MODULES['@docusaurus/Translate']!.translate).toBe(translate)
    expect(typeof MDX_MODULES['@docusaurus/useBaseUrl']!.useBaseUrlUtils).toBe('function')
    expect(Object.keys(MDX_GLOBALS)).toEqual(['Details', 'Head'])
  })
})

/**
 * The HTML document around a rendered layout: `<head>` (meta, colour-mode bootstrap before the
 * stylesheet, deferred module script) and the persistent regions of `<body>` (DOM.md).
 */
import type { DocumentProps } from '../generator/core/theme-contract'
import { AnnouncementBar } from './components/AnnouncementBar'
import { Footer } from './components/Footer'
import { MobileSidebar } from './components/Navbar/MobileSidebar'
import { Navbar } from './components/Navbar/Navbar'
import { brandImages } from './components/Navbar/NavbarBrand'
import { navbarKey, pageNavbarItems } from './components/Navbar/nav-active'
import { SeoMeta } from './components/SeoMeta'
import { headMetadata } from './components/site-metadata'
import { SkipLink } from './components/SkipLink'
import { assetUrl } from './components/url'
import { htmlAttrs } from './layouts/page-facts'
import { runtimeStringsMeta } from './i18n/runtime-strings'

/** Brand yellow for the browser UI (address bar on mobile). */
const THEME_COLOR = '#fbb100'

/** "Page | Site" (the site's `titleDelimiter`), or just the site title on the page that is titled like the site. */
export function documentTitle(pageTitle: string, siteTitle: string, delimiter = '|'): string {
  return !pageTitle || pageTitle === siteTitle ? siteTitle : `${pageTitle} ${delimiter} ${siteTitle}`
}

export function Document({ page, assets, layoutHtml, devScript }: DocumentProps) {
  const { site, meta } = page
  const title = documentTitle(meta.title, site.title, site.titleDelimiter)
  const metadata = headMetadata(page)
  const strings = runtimeStringsMeta(site.i18n.messages)
  // Other locales whose sites sit under this one's base (`/fr/` under `/`): the client router leaves links
  // there to the browser.
  const nested = site.i18n.locales
    .filter((l) => l.code !== site.locale.code && l.baseUrl !== site.baseUrl && l.baseUrl.startsWith(site.baseUrl))
    .map((l) => l.baseUrl)
  return (
    <html
      lang={site.locale.htmlLang}
      dir={site.locale.direction}
      data-theme={site.colorMode.defaultMode}
      {...htmlAttrs(page)}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content={metadata.value('viewport', 'width=device-width, initial-scale=1')} />
        {/* React preloads the images it renders; the navbar's inside is rendered apart (components/slot-memo.tsx), so its logo is named here, where React would put it. */}
        {navbarKey(page, pageNavbarItems(page)) !== null &&
          [...new Set(brandImages(site))].map((src) => <link key={src} rel="preload" as="image" href={src} />)}
        <title>{title}</title>
        {meta.description && <meta name="description" content={meta.description} />}
        {meta.noindex && <meta name="robots" content="noindex" />}
        {/* The 404 page is served at any missing URL: it has no canonical address (and is noindex). */}
        {page.kind !== 'notFound' && <link rel="canonical" href={meta.canonical} />}
        <SeoMeta page={page} title={title} metadata={metadata} />
        <meta name="theme-color" content={metadata.value('theme-color', THEME_COLOR)} />
        {/* The site's `metadata` tags that are not ours to replace (site-metadata.ts). */}
        {metadata.extra.map((m, i) => (
          <meta key={i} name={m.name} property={m.property} content={m.content} />
        ))}
        <meta name="cwc:base" content={site.baseUrl} />
        {/* Several docs versions: the names a stored preferred version must match (S5), and the last one. */}
        {site.versions.length > 1 && <meta name="cwc:versions" content={site.versions.map((v) => v.name).join(',')} />}
        {site.searchParts && <meta name="cwc:search-parts" content={String(site.searchParts)} />}
        {site.versions.length > 1 && <meta name="cwc:last-version" content={site.version.name} />}
        {/* A page not in English: the words the runtime and the search modal show (theme/i18n/runtime-strings.ts). */}
        {strings && <meta name="cwc:strings" content={strings} />}
        {nested.length > 0 && <meta name="cwc:locales" content={nested.join(' ')} />}
        {site.favicon && <link rel="icon" href={assetUrl(site, site.favicon)} />}
        {/* Sets data-theme/data-js before first paint (S1): must run before the stylesheet loads. */}
        <script dangerouslySetInnerHTML={{ __html: assets.inlineHead }} />
        <link rel="stylesheet" href={assets.css} />
        {/* The site's customCss, after the theme's so that its rules and variables win. */}
        {assets.customCss && <link rel="stylesheet" href={assets.customCss} />}
        {/* The site's clientModules: their CSS, and their script before the runtime's (module scripts run in order). */}
        {assets.clientCss && <link rel="stylesheet" href={assets.clientCss} />}
        {assets.clientScript && <script type="module" src={assets.clientScript} />}
        {/* The site's swizzled Root: what its code imports, and the module that hydrates it (generator/stages/client/site-root.ts). */}
        {assets.siteRoot?.styles.map((href) => (
          <link key={href} rel="stylesheet" href={href} />
        ))}
        <script type="module" src={assets.script} />
        {assets.siteRoot?.script && <script type="module" src={assets.siteRoot.script} />}
        {meta.island && <link rel="modulepreload" href={meta.island} />}
      </head>
      <body>
        <SkipLink />
        <AnnouncementBar site={site} />
        <Navbar page={page} searchSrc={assets.searchScript} />
        <MobileSidebar page={page} />
        {/* A Docusaurus project's CSS may style its `main-wrapper` (what is between the navbar and the footer). */}
        <div
          id="__layout"
          className={site.flavour === 'docusaurus' ? 'main-wrapper' : undefined}
          dangerouslySetInnerHTML={{ __html: layoutHtml }}
        />
        <Footer site={site} />
        {devScript && <script dangerouslySetInnerHTML={{ __html: devScript }} />}
      </body>
    </html>
  )
}

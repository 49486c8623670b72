/**
 * The routes stage's part of the Docusaurus config fields: navbar `doc` and `html` items, the
 * logo's link and dark image, and `metadata` on the site data.
 */
import { describe, expect, test } from 'vitest'
import { UnknownIdError } from '../../core/errors.js'
import type { UserConfig } from '../../core/types.js'
import { errorText, makeSite, planSite, rejection } from '../../test/helpers.js'

const docs = {
  'content/docs/index.md': '# Home',
  'content/docs/guides/setup.md': '# Setup',
  'content/docs/api/overview.md': '# API',
  'content/docs/lone.md': '---\nunlisted: true\n---\n# Lone',
  'content/docs/later.md': '---\ndraft: true\n---\n# Later',
}
const sidebars = { guides: ['index', 'guides/setup'], api: ['api/overview'] }
const plan = (config: UserConfig, files: Record<string, string> = docs) => planSite(makeSite(files), { config: { docs: { sidebars }, ...config } })

describe('generator/routes: navbar doc and html items, logo', () => {
  test('a doc item links its doc, is labelled with the doc id by default, and names the sidebar holding the doc', async () => {
    const p = await plan({ navbar: { items: [{ type: 'doc', docId: 'guides/setup' }, { type: 'doc', docId: 'api/overview', label: 'API' }, { type: 'doc', docId: 'lone', label: 'Lone' }] } })
    expect(p.site.navbar.items).toEqual([
      { type: 'doc', label: 'guides/setup', position: 'left', href: '/guides/setup', sidebarId: 'guides' },
      { type: 'doc', label: 'API', position: 'left', href: '/api/overview', sidebarId: 'api' },
      // An unlisted doc is in no sidebar: the item is active on the doc alone.
      { type: 'doc', label: 'Lone', position: 'left', href: '/lone' },
    ])
  })

  test('E7 a doc item with an unknown id lists the known doc ids and names the config file and item', async () => {
    const dir = makeSite({ ...docs, 'site.config.ts': "export default { navbar: { items: [{ type: 'doc', docId: 'guides/missing' }] } }\n" })
    const err = await rejection(planSite(dir))
    expect(err).toBeInstanceOf(UnknownIdError)
    expect(errorText(err)).toBe(`${dir}/site.config.ts: Unknown doc id "guides/missing" in navbar.items[0]. Available doc ids: api/overview, guides/setup, index, lone\n  → Use one of the ids listed (the path of the file under content/docs without .md, or its \`id\` front matter).`)
  })

  test('a doc item on a draft is left out in production, with a warning; in development it links the draft', async () => {
    const items = [{ type: 'doc' as const, docId: 'later', label: 'Later' }, { type: 'dropdown' as const, label: 'More', items: [{ type: 'doc' as const, docId: 'later' }] }]
    const prod = await plan({ navbar: { items } })
    expect(prod.site.navbar.items).toEqual([{ type: 'dropdown', label: 'More', position: 'left', items: [] }])
    expect(prod.warnings.filter((w) => w.includes('draft'))).toEqual([
      'site config: navbar.items[0] links the draft doc "later", which is not built in production; the item is left out',
      'site config: navbar.items[1].items[0] links the draft doc "later", which is not built in production; the item is left out',
    ])
    const dev = await planSite(makeSite(docs), { mode: 'development', config: { navbar: { items } } })
    expect(dev.site.navbar.items[0]).toMatchObject({ type: 'doc', href: '/later' })
  })

  test('an html item keeps its HTML, at the top level and in dropdowns', async () => {
    const p = await plan({ navbar: { items: [{ type: 'html', value: '<b>Beta</b>', position: 'right' }, { type: 'dropdown', label: 'More', items: [{ type: 'html', value: '<hr/>' }] }] } })
    expect(p.site.navbar.items).toEqual([
      { type: 'html', label: '', position: 'right', value: '<b>Beta</b>' },
      { type: 'dropdown', label: 'More', position: 'left', items: [{ type: 'html', label: '', position: 'left', value: '<hr/>' }] },
    ])
  })

  test('the logo links the site root by default (the docs root when no page is served there), or logo.href with the base URL', async () => {
    const withRoot = await plan({ baseUrl: '/b/', docs: { routeBasePath: '/docs', sidebars }, navbar: { logo: { src: '/img/l.svg', alt: 'L' } } }, { ...docs, 'content/pages/index.md': '# Welcome' })
    expect(withRoot.site.navbar.brandHref).toBe('/b/')
    const noRoot = await plan({ baseUrl: '/b/', docs: { routeBasePath: '/docs', sidebars }, blog: false })
    expect(noRoot.site.navbar.brandHref).toBe('/b/docs/')
    const own = await plan({ baseUrl: '/b/', navbar: { logo: { src: 'img/l.svg', alt: 'L', href: '/guides/setup' } } })
    expect(own.site.navbar.brandHref).toBe('/b/guides/setup')
    const external = await plan({ navbar: { logo: { src: 'img/l.svg', alt: 'L', href: 'https://example.org' } } })
    expect(external.site.navbar.brandHref).toBe('https://example.org')
  })

  test('logo.srcDark gets the base URL like logo.src', async () => {
    const p = await plan({ baseUrl: '/b/', navbar: { logo: { src: '/img/l.svg', srcDark: '/img/d.svg', alt: 'L', href: '/' } } })
    expect(p.site.navbar.logo).toEqual({ src: '/b/img/l.svg', srcDark: '/b/img/d.svg', alt: 'L' })
  })

  test('metadata reaches the site data every page shares', async () => {
    const metadata = [{ name: 'keywords', content: 'a, b' }]
    expect((await plan({ metadata })).site.metadata).toEqual(metadata)
  })
})

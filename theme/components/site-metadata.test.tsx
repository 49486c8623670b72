import { describe, expect, test } from 'vitest'
import { Document } from '../Document'
import { makeMeta, makeProps, makeSite, renderToDom } from '../test-fixtures'
import type { PageProps, SiteData } from '../../generator/core/types'
import { headMetadata } from './site-metadata'

const assets = {
  script: '/assets/app-1.js',
  css: '/assets/app-1.css',
  searchScript: '/assets/search-1.js',
  inlineHead: '',
}
const head = (page: PageProps) => renderToDom(<Document page={page} assets={assets} layoutHtml="" />)
const tags = (doc: globalThis.Document, key: string) =>
  [...doc.querySelectorAll(`head meta[name="${key}"], head meta[property="${key}"]`)].map((m) =>
    m.getAttribute('content'),
  )
const withMetadata = (metadata: SiteData['metadata']) => makeSite({ metadata })

describe('theme/components/site-metadata', () => {
  test('metadata entries are extra <meta> tags on every page, by name or property', () => {
    const site = withMetadata([
      { name: 'keywords', content: 'vscode, chat' },
      { property: 'fb:app_id', content: '123' },
    ])
    for (const kind of ['doc', 'blogPost', 'page', 'notFound'] as const) {
      const { doc } = head(makeProps(kind, site))
      expect(tags(doc, 'keywords')).toEqual(['vscode, chat'])
      expect(doc.querySelector('head meta[property="fb:app_id"]')?.getAttribute('content')).toBe('123')
      expect(doc.querySelector('head meta[property="fb:app_id"]')?.hasAttribute('name')).toBe(false)
    }
  })

  test('an entry named like a site-wide default replaces it (twitter:card, viewport, theme-color, og:site_name): one tag each', () => {
    const site = withMetadata([
      { name: 'twitter:card', content: 'summary' },
      { name: 'viewport', content: 'width=device-width' },
      { name: 'theme-color', content: '#000000' },
      { property: 'og:site_name', content: 'CWC' },
    ])
    const { doc } = head(makeProps('doc', site))
    expect(tags(doc, 'twitter:card')).toEqual(['summary'])
    expect(tags(doc, 'viewport')).toEqual(['width=device-width'])
    expect(tags(doc, 'theme-color')).toEqual(['#000000'])
    expect(tags(doc, 'og:site_name')).toEqual(['CWC'])
  })

  test("what a page says about itself wins over an entry of the same name (as a page's own head does in Docusaurus); without it, the entry shows", () => {
    const site = withMetadata([
      { name: 'description', content: 'Site-wide' },
      { name: 'robots', content: 'max-image-preview:large' },
      { property: 'og:image', content: 'https://x.example/card.png' },
    ])
    const { doc } = head(makeProps('doc', site))
    expect(tags(doc, 'description')).toEqual(['Fill in code at the cursor.'])
    expect(tags(doc, 'og:image')).toEqual(['https://codeweb.chat/img/social-card.png'])
    expect(tags(doc, 'robots')).toEqual(['max-image-preview:large']) // the page is not noindex: nothing of ours to keep
    const bare = head({
      ...makeProps('doc', site),
      meta: makeMeta({ description: '', image: null, noindex: true }),
    }).doc
    expect(tags(bare, 'description')).toEqual(['Site-wide'])
    expect(tags(bare, 'og:image')).toEqual(['https://x.example/card.png'])
    expect(tags(bare, 'robots')).toEqual(['noindex'])
  })

  test('two entries of one name: the later one is written, once', () => {
    const merged = headMetadata(
      makeProps(
        'doc',
        withMetadata([
          { name: 'keywords', content: 'a' },
          { name: 'author', content: 'R' },
          { name: 'keywords', content: 'b' },
        ]),
      ),
    )
    expect(merged.extra).toEqual([
      { name: 'author', content: 'R' },
      { name: 'keywords', content: 'b' },
    ])
  })

  test('no metadata: the head is exactly what it was', () => {
    const page = makeProps('doc')
    expect(head(page).html).toBe(head({ ...page, site: { ...page.site, metadata: [] } }).html)
    expect(headMetadata(page).value('twitter:card', 'ours')).toBe('ours')
  })
})

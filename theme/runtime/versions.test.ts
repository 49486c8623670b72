// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { PREFERRED_VERSION_KEY } from './preferred-version'
import { createStorage } from './storage'
import { versionFilter } from './search-ui'
import { activeVersion, initVersions, syncVersionLinks } from './versions'

const NAVBAR = `
  <header data-navbar>
    <a id="docs" href="/docs/intro" data-version-hrefs='{"current":"/docs/next/intro","2.0":"/docs/intro","1.0":"/docs/1.0/intro"}'>Docs</a>
    <div data-dropdown><button>2.0<svg></svg></button><ul>
      <li><a id="v-next" href="/docs/next/intro" data-version="current" data-main="/docs/next/intro">Next</a></li>
      <li><a id="v-2" href="/docs/intro" data-version="2.0" data-main="/docs/intro">2.0</a></li>
      <li><a id="v-1" href="/docs/1.0/intro" data-version="1.0" data-main="/docs/1.0/intro">1.0</a></li>
    </ul></div>
  </header>`
const page = (layout: string) => {
  document.head.innerHTML =
    '<meta name="cwc:versions" content="current,2.0,1.0"><meta name="cwc:last-version" content="2.0">'
  document.body.innerHTML = `${NAVBAR}<div id="__layout">${layout}</div>`
}
const href = (id: string) => document.getElementById(id)!.getAttribute('href')
const label = () => document.querySelector('[data-dropdown] button')!.firstChild!.textContent

describe('theme/runtime/versions', () => {
  beforeEach(() => localStorage.clear())

  test("S5 on a doc page the dropdown leads to this page in each version and names the page's version; doc links stay in that version", () => {
    page(
      `<div hidden data-doc-version="1.0" data-version-alternates='{"current":"/docs/next/guides/tables","2.0":"/docs/guides/tables","1.0":"/docs/1.0/guides/tables"}'></div>`,
    )
    const storage = createStorage()
    syncVersionLinks(document, { storage, key: PREFERRED_VERSION_KEY })
    expect([href('v-next'), href('v-2'), href('v-1')]).toEqual([
      '/docs/next/guides/tables',
      '/docs/guides/tables',
      '/docs/1.0/guides/tables',
    ])
    expect(label()).toBe('1.0')
    expect(document.getElementById('v-1')!.getAttribute('aria-current')).toBe('page')
    expect(document.getElementById('v-2')!.hasAttribute('aria-current')).toBe(false)
    expect(href('docs')).toBe('/docs/1.0/intro')
    expect(versionFilter(document)).toEqual({ filters: { version: { any: ['1.0', 'all'] } } })
  })

  test("S5 after client navigation to a page outside the docs, the links fall back to each version's main doc and the preferred version", () => {
    page(
      `<div hidden data-doc-version="1.0" data-version-alternates='{"current":"/docs/next/x","2.0":"/docs/x","1.0":"/docs/1.0/x"}'></div>`,
    )
    const storage = createStorage()
    const sync = initVersions({ storage, key: PREFERRED_VERSION_KEY })
    // The reader picks Next in the dropdown: remembered.
    document.getElementById('v-next')!.addEventListener('click', (e) => e.preventDefault())
    document.getElementById('v-next')!.click()
    expect(storage.get(PREFERRED_VERSION_KEY)).toBe('current')
    document.getElementById('__layout')!.innerHTML = '<p>The blog</p>'
    sync()
    expect([href('v-next'), href('v-2'), href('v-1')]).toEqual(['/docs/next/intro', '/docs/intro', '/docs/1.0/intro'])
    expect(href('docs')).toBe('/docs/next/intro')
    expect(label()).toBe('Next')
    expect(activeVersion(document, { storage, key: PREFERRED_VERSION_KEY })).toBe('current')
  })

  test('S5 without a preference, pages outside the docs follow the last version', () => {
    page('<p>Home</p>')
    const storage = createStorage()
    syncVersionLinks(document, { storage, key: PREFERRED_VERSION_KEY })
    expect(href('docs')).toBe('/docs/intro')
    expect(label()).toBe('2.0')
    expect(document.documentElement.getAttribute('data-docs-version')).toBe('2.0')
  })

  test('a site with one version searches without a filter', () => {
    document.head.innerHTML = ''
    document.documentElement.setAttribute('data-docs-version', 'current')
    expect(versionFilter(document)).toEqual({})
  })
})

// @vitest-environment happy-dom
import type { ReactElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test, vi } from 'vitest'
import { CrashPage } from '../components/ErrorPage/CrashPage'
import { PageError } from '../components/ErrorPage/PageError'
import { DraftBanner } from '../components/DraftBanner'
import { DocCardList } from '../components/DocCardList'
import { DocVersionBadge, DocVersionBanner } from '../components/DocVersion'
import { showCrashPage } from '../runtime/crash'
import { toggleLabel } from '../runtime/color-mode'
import { uiText } from '../runtime/strings'
import type { DocVersionInfo } from '../../generator/core/types'
import { I18nContext } from './context'
import { messagesFor } from './messages'
import { colorToggleLabel, runtimeStrings, runtimeStringsMeta } from './runtime-strings'

const fr = messagesFor('fr')
const inFrench = (node: ReactElement) =>
  renderToStaticMarkup(
    <I18nContext.Provider
      value={{
        locale: { code: 'fr', label: 'Français', direction: 'ltr', htmlLang: 'fr', calendar: 'gregory', path: 'fr' },
        i18n: { defaultLocale: 'en', locales: [], messages: fr },
      }}
    >
      {node}
    </I18nContext.Provider>,
  )

describe('theme/i18n/runtime-strings: the words the browser code shows', () => {
  test('an English page carries none (its HTML is unchanged); another language carries only what differs', () => {
    expect(runtimeStringsMeta(messagesFor('en'))).toBeNull()
    const meta = JSON.parse(runtimeStringsMeta(fr)!) as Record<string, string>
    expect(meta).toMatchObject({
      crash: 'Cette page a planté.',
      retry: 'Réessayer',
      placeholder: 'Rechercher dans la documentation',
      light: 'Basculer entre le mode sombre et clair (actuellement mode clair)',
    })
    // "Info"-like words the same in both languages are left out.
    expect(Object.keys(runtimeStrings(fr)).length).toBeGreaterThanOrEqual(Object.keys(meta).length)
  })

  test("the runtime's English fallbacks are the English table's words", () => {
    const en = runtimeStrings({})
    document.head.innerHTML = ''
    expect(toggleLabel('light', document)).toBe(en.light)
    expect(toggleLabel('dark', document)).toBe(en.dark)
    expect(colorToggleLabel({}, 'dark')).toBe('Switch between dark and light mode (currently dark mode)')
    expect(en).toMatchObject({
      crash: 'This page crashed.',
      retry: 'Try again',
      fatal: 'Page Error',
      cause: 'Cause: {cause}',
      placeholder: 'Search the docs',
      close: 'Close search',
      results: 'Search results',
      none: 'No results for “{query}”',
      move: 'to move',
      open: 'to open',
      shut: 'to close',
      search: 'Search',
    })
  })

  test('the runtime reads the page\'s words from <meta name="cwc:strings">: crash page and colour toggle in French', () => {
    document.head.innerHTML = `<meta name="cwc:strings" content='${runtimeStringsMeta(fr)!.replace(/'/g, '&#39;')}'>`
    expect(uiText('crash', 'This page crashed.')).toBe('Cette page a planté.')
    expect(uiText('nothing', 'English')).toBe('English')
    expect(toggleLabel('dark', document)).toBe('Basculer entre le mode sombre et clair (actuellement mode sombre)')
    document.body.innerHTML = '<div id="__layout"></div>'
    vi.spyOn(console, 'error').mockImplementation(() => {})
    showCrashPage(new Error('boom', { cause: 'root' }), { text: uiText })
    expect(document.querySelector('h1')!.textContent).toBe('Cette page a planté.')
    expect(document.querySelector('.crash-page__retry')!.textContent).toBe('Réessayer')
    expect(document.querySelector('.crash-page__causes li')!.textContent).toBe('Cause : root')
    expect(document.title).toBe('Cette page a planté.')
    vi.restoreAllMocks()
    document.head.innerHTML = '<meta name="cwc:strings" content="not json">'
    expect(uiText('crash', 'This page crashed.')).toBe('This page crashed.')
  })
})

describe("theme components in the page's locale", () => {
  test('crash and error pages, draft banner, doc cards', () => {
    expect(inFrench(<CrashPage errors={[new Error('x', { cause: 'y' })]} />)).toContain('Cette page a planté.')
    expect(inFrench(<CrashPage errors={[new Error('x', { cause: 'y' })]} />)).toContain('<li>Cause : y</li>')
    expect(inFrench(<PageError />)).toContain('Erreur de la page')
    expect(inFrench(<DraftBanner draft />)).toContain('Brouillon')
    expect(inFrench(<DocCardList cards={[{ href: '/a', title: 'A' }] as never} />)).toContain(
      'aria-label="Pages de cette section"',
    )
  })

  test('the version banner and badge (Docusaurus ids theme.docs.versions.*, theme.docs.versionBadge.label)', () => {
    const version = {
      name: '1.0',
      label: '1.0',
      banner: 'unmaintained',
      badge: true,
      latest: { name: '2.0', label: '2.0', href: '/docs/intro' },
      alternates: [],
    } as unknown as DocVersionInfo
    const banner = inFrench(<DocVersionBanner version={version} siteTitle="Compass" />)
    expect(banner).toContain(
      'Ceci est la documentation de Compass <b>1.0</b>, qui n&#x27;est plus activement maintenue.',
    )
    expect(banner).toContain(
      'Pour une documentation à jour, consultez la <b><a href="/docs/intro" data-version="2.0">dernière version</a></b> (2.0).',
    )
    expect(inFrench(<DocVersionBadge version={version} />)).toContain(
      '<span class="version-badge">Version : 1.0</span>',
    )
    // English, as before (the versions e2e tests read these words).
    expect(
      renderToStaticMarkup(<DocVersionBanner version={{ ...version, banner: 'unreleased' }} siteTitle="Compass" />),
    ).toContain('This is unreleased documentation for Compass <b>1.0</b> version.')
  })
})

describe("theme/runtime/code-copy in the page's language", () => {
  test('"Copied" from the page\'s words; the button\'s own label comes back', async () => {
    const { initCodeCopy } = await import('../runtime/code-copy')
    vi.useFakeTimers()
    document.head.innerHTML = `<meta name="cwc:strings" content='${runtimeStringsMeta(fr)!.replace(/'/g, '&#39;')}'>`
    document.body.innerHTML =
      '<div class="code-block"><pre><code>x</code></pre><button data-copy-code><span aria-live="polite">Copier</span></button></div>'
    Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.resolve() }, configurable: true })
    initCodeCopy()
    const label = document.querySelector('[data-copy-code] span')!
    ;(document.querySelector('[data-copy-code]') as HTMLElement).click()
    await vi.waitFor(() => expect(label.textContent).toBe('Copié'))
    vi.advanceTimersByTime(2000)
    expect(label.textContent).toBe('Copier')
    vi.useRealTimers()
  })
})

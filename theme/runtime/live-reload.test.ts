// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { liveReloadScript } from './live-reload'

/** A stand-in EventSource the test can emit from. */
class FakeEventSource extends EventTarget {
  static last: FakeEventSource
  constructor(public url: string) {
    super()
    FakeEventSource.last = this
  }
  emit(type: string, data?: unknown) {
    this.dispatchEvent(Object.assign(new Event(type), { data: data === undefined ? undefined : JSON.stringify(data) }))
  }
}

describe('theme/runtime/live-reload', () => {
  beforeEach(() => {
    vi.stubGlobal('EventSource', FakeEventSource)
    document.head.innerHTML = '<meta name="cwc:source" content="content/docs/tips.md">'
    document.body.innerHTML = '<div id="__layout"><main id="__main"><h1>Tips</h1></main></div>'
    new Function(liveReloadScript())()
  })
  afterEach(() => vi.unstubAllGlobals())

  test('connects to /__dev/events', () => {
    expect(FakeEventSource.last.url).toBe('/__dev/events')
  })

  test('E1 a build error for this page replaces the stale content with the crash page', () => {
    FakeEventSource.last.emit('error', { file: 'content/docs/tips.md', message: 'Unexpected token at 3:1' })
    expect(document.querySelector('h1')!.textContent).toBe('This page crashed.')
    expect(document.querySelector('pre')!.textContent).toBe('content/docs/tips.md\nUnexpected token at 3:1')
    expect(document.querySelector('[data-crash-retry]')!.textContent).toBe('Try again')
  })

  test("C5 on a page in another language, the crash page takes the page's words (meta cwc:strings)", () => {
    document.head.insertAdjacentHTML(
      'beforeend',
      `<meta name="cwc:strings" content='{"crash":"Cette page a planté.","retry":"Réessayer"}'>`,
    )
    FakeEventSource.last.emit('error', { file: 'content/docs/tips.md', message: 'x' })
    expect(document.querySelector('h1')!.textContent).toBe('Cette page a planté.')
    expect(document.querySelector('[data-crash-retry]')!.textContent).toBe('Réessayer')
    expect(document.title).toBe('Cette page a planté.')
  })

  test('a build error for another page, or a connection error, leaves the page alone', () => {
    FakeEventSource.last.emit('error', { file: 'content/docs/privacy.md', message: 'x' })
    FakeEventSource.last.emit('error')
    expect(document.querySelector('h1')!.textContent).toBe('Tips')
  })

  test('the script is plain ES5 (no arrow functions, let or const)', () => {
    expect(liveReloadScript()).not.toMatch(/=>|\blet\b|\bconst\b|`/)
  })
})

// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { CONFIRM_MS, copyPage, copyText } from './copy-page'

const MARKDOWN = '# Tips\n\nCode Web Chat gives you control.\n'
const okResponse = (body: string) => Promise.resolve(new Response(body, { status: 200 }))

function button(): HTMLElement {
  document.body.innerHTML =
    '<button type="button" data-copy-page data-src="/tips.md"><span aria-live="polite">Copy page</span></button>'
  return document.querySelector<HTMLElement>('[data-copy-page]')!
}

describe('theme/runtime/copy-page', () => {
  const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard')
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  })
  afterEach(() => {
    vi.useRealTimers()
    if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard)
    vi.restoreAllMocks()
  })

  test('Copy page fetches the .md twin, writes it with the Clipboard API and says "Copied" for 2 s', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText }) })
    const get = vi.fn(() => okResponse(MARKDOWN))
    const b = button()
    await copyPage(b, get)
    const label = b.querySelector('[aria-live]')!
    expect(label.textContent).toBe('Copied')
    expect(get).toHaveBeenCalledWith('/tips.md')
    expect(writeText).toHaveBeenCalledWith(MARKDOWN)
    await copyPage(b, get) // a second click within 2 s restarts the timer
    vi.advanceTimersByTime(CONFIRM_MS - 1)
    expect(label.textContent).toBe('Copied')
    vi.advanceTimersByTime(1)
    expect(label.textContent).toBe('Copy page')
  })

  test('a failed fetch shows "Copy failed" and copies nothing', async () => {
    const writeText = vi.fn(() => Promise.resolve())
    Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => ({ writeText }) })
    const b = button()
    document.execCommand = (() => true) as unknown as Document['execCommand']
    await copyPage(b, () => Promise.resolve(new Response('nope', { status: 404 })))
    expect(b.querySelector('[aria-live]')!.textContent).toBe('Copy failed')
    expect(writeText).not.toHaveBeenCalled()
  })

  test('without the Clipboard API, copyText falls back to a hidden textarea and execCommand("copy"), then gives focus back', async () => {
    Object.defineProperty(Navigator.prototype, 'clipboard', { configurable: true, get: () => undefined })
    const b = button()
    b.focus()
    let copied: string | null = null
    const exec = vi.fn((command: string) => {
      copied = command === 'copy' ? document.querySelector('textarea')!.value : null
      return true
    })
    document.execCommand = exec as unknown as Document['execCommand']
    await copyText(Promise.resolve(MARKDOWN))
    expect(exec).toHaveBeenCalledWith('copy')
    expect(copied).toBe(MARKDOWN)
    expect(document.querySelector('textarea')).toBeNull()
    expect(document.activeElement).toBe(b)
  })

  test('copyText rejects when the fallback is refused too', async () => {
    Object.defineProperty(Navigator.prototype, 'clipboard', {
      configurable: true,
      get: () => ({ writeText: () => Promise.reject(new Error('denied')) }),
    })
    document.execCommand = (() => false) as unknown as Document['execCommand']
    await expect(copyText('x')).rejects.toThrow()
  })
})

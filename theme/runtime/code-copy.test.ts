// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { initCodeCopy } from './code-copy'

const written: string[] = []
let refuse = false
Object.defineProperty(navigator, 'clipboard', {
  configurable: true,
  value: {
    writeText: async (text: string) => {
      if (refuse) throw new Error('denied')
      written.push(text)
    },
  },
})
// One listener for the file (listeners on document cannot be removed between tests).
initCodeCopy()

describe('theme/runtime/code-copy', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    written.length = 0
    refuse = false
    document.body.innerHTML = `<div class="code-block"><div class="code-block__title">a.json</div><pre><code><span class="line">{</span>
<span class="line">  "a": 1</span>
<span class="line">}</span></code></pre><button type="button" data-copy-code><span aria-live="polite">Copy</span></button></div>`
  })
  afterEach(() => vi.useRealTimers())
  const label = () => document.querySelector('[aria-live]')!.textContent

  test('a click copies the code text (not the title or the button) and says "Copied" for 2 s', async () => {
    document.querySelector<HTMLElement>('[data-copy-code] span')!.click() // a click on the label inside the button
    await vi.waitFor(() => expect(label()).toBe('Copied'))
    expect(written).toEqual(['{\n  "a": 1\n}'])
    vi.advanceTimersByTime(2000)
    expect(label()).toBe('Copy')
  })

  test('when the clipboard refuses, the code is selected and the label says to press Ctrl+C', async () => {
    refuse = true
    document.querySelector<HTMLElement>('[data-copy-code]')!.click()
    await vi.waitFor(() => expect(label()).toBe('Press Ctrl+C'))
    expect(document.getSelection()?.toString()).toContain('"a": 1')
  })

  test('other clicks are ignored', () => {
    document.querySelector<HTMLElement>('pre')!.click()
    expect(written).toEqual([])
    expect(label()).toBe('Copy')
  })
})

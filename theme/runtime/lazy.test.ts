// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { lazyPart } from './lazy'

describe('theme/runtime/lazy', () => {
  let box: HTMLElement
  beforeEach(() => {
    vi.useFakeTimers()
    document.body.innerHTML = '<div id="part"></div>'
    box = document.getElementById('part')!
  })
  afterEach(() => vi.useRealTimers())

  test('S7 the loading state shows only after 200 ms, and goes away when loaded', async () => {
    let finish!: () => void
    const done = lazyPart(box, () => new Promise<void>((r) => (finish = r)))
    await vi.advanceTimersByTimeAsync(199)
    expect(box.querySelector('.lazy-loading')).toBeNull()
    await vi.advanceTimersByTimeAsync(1)
    expect(box.querySelector('.lazy-loading')!.getAttribute('role')).toBe('status')
    finish()
    expect(await done).toBe(true)
    expect(box.querySelector('.lazy-loading')).toBeNull()
  })

  test('S7 a fast load never shows the loading state; there is no timeout by default', async () => {
    const done = lazyPart(box, () => new Promise((r) => setTimeout(r, 100)))
    await vi.advanceTimersByTimeAsync(100)
    expect(await done).toBe(true)
    let finish!: () => void
    const slow = lazyPart(box, () => new Promise<void>((r) => (finish = r)))
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(box.querySelector('.lazy-error')).toBeNull()
    finish()
    expect(await slow).toBe(true)
  })

  test('E6 a failed load shows a red box with a Retry button that loads again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(undefined)
    expect(await lazyPart(box, load)).toBe(false)
    const error = box.querySelector<HTMLElement>('.lazy-error')!
    expect(error.textContent).toContain('chunk failed')
    expect(error.style.borderColor || error.style.border).toMatch(/#fa383e|rgb\(250, 56, 62\)/)
    const retry = [...error.querySelectorAll('button')].find((b) => b.textContent === 'Retry')!
    retry.click()
    await vi.advanceTimersByTimeAsync(0)
    expect(load).toHaveBeenCalledTimes(2)
    expect(box.querySelector('.lazy-error')).toBeNull()
  })

  test('E6 an explicit timeout fails the load', async () => {
    const done = lazyPart(box, () => new Promise(() => {}), { timeout: 1000 })
    await vi.advanceTimersByTimeAsync(1000)
    expect(await done).toBe(false)
    expect(box.querySelector('.lazy-error')!.textContent).toContain('Timed out')
  })
})

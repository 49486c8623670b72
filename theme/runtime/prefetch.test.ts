// @vitest-environment happy-dom
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { canPrefetch, createPrefetcher, type ConnectionInfo } from './prefetch'

/** An IntersectionObserver stand-in whose entries the test fires by hand. */
function fakeObserver() {
  const observed = new Set<Element>()
  let callback: IntersectionObserverCallback = () => {}
  class Observer {
    constructor(cb: IntersectionObserverCallback) {
      callback = cb
    }
    observe(el: Element) {
      observed.add(el)
    }
    unobserve(el: Element) {
      observed.delete(el)
    }
    disconnect() {
      observed.clear()
    }
  }
  const show = (...els: Element[]) =>
    callback(
      els.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      {
        unobserve: (el: Element) => observed.delete(el),
      } as unknown as IntersectionObserver,
    )
  return { Observer: Observer as unknown as typeof IntersectionObserver, observed, show }
}

function setup(connection?: ConnectionInfo) {
  const load = vi.fn(() => Promise.resolve({} as never))
  const idle: (() => void)[] = []
  const io = fakeObserver()
  const prefetcher = createPrefetcher({
    base: '/',
    load,
    connection: () => connection,
    idle: (t) => idle.push(t),
    Observer: io.Observer,
  })
  const runIdle = () => idle.splice(0).forEach((t) => t())
  return { load, prefetcher, io, runIdle }
}

const hover = (el: Element) => el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }))

describe('theme/runtime/prefetch', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <a id="tips" href="/tips">Tips</a>
      <a id="tips2" href="/tips.html">Tips again</a>
      <a id="privacy" href="/privacy"><span>Privacy</span></a>
      <a id="ext" href="https://github.com/x" target="_blank">GitHub</a>
      <a id="hash" href="#section">Section</a>
      <a id="here" href="/">Here</a>`
  })

  test.each([
    [undefined, true],
    [{ effectiveType: '4g' }, true],
    [{ effectiveType: '3g', saveData: false }, true],
    [{ effectiveType: '2g' }, false],
    [{ effectiveType: 'slow-2g' }, false],
    [{ effectiveType: '4g', saveData: true }, false],
  ])('L3 canPrefetch(%j) is %s', (connection, expected) => {
    expect(canPrefetch(connection)).toBe(expected)
  })

  test('L3 hovering an internal link preloads its route data once', () => {
    const { load } = setup({ effectiveType: '4g' })
    hover(document.getElementById('tips')!)
    hover(document.getElementById('tips')!)
    hover(document.getElementById('tips2')!) // same page under its .html name
    expect(load).toHaveBeenCalledTimes(1)
    expect(load).toHaveBeenCalledWith('/__data/tips.json')
  })

  test('L3 touching a link preloads it (from a nested element)', () => {
    const { load } = setup()
    document.querySelector('#privacy span')!.dispatchEvent(new Event('touchstart', { bubbles: true }))
    expect(load).toHaveBeenCalledWith('/__data/privacy.json')
  })

  test('L3 external, hash-only and current-page links are not prefetched', () => {
    const { load, prefetcher, io } = setup()
    for (const id of ['ext', 'hash', 'here']) hover(document.getElementById(id)!)
    prefetcher.scan()
    expect(load).not.toHaveBeenCalled()
    expect([...io.observed].map((a) => a.id).sort()).toEqual(['privacy', 'tips', 'tips2'])
  })

  test('L3 links that scroll into view are prefetched when the browser is idle, each URL once', () => {
    const { load, prefetcher, io, runIdle } = setup()
    prefetcher.scan()
    io.show(document.getElementById('tips')!, document.getElementById('tips2')!)
    expect(load).not.toHaveBeenCalled() // waits for idle time
    runIdle()
    expect(load).toHaveBeenCalledTimes(1)
    hover(document.getElementById('tips')!)
    prefetcher.scan() // after a route swap: already fetched links are not observed again
    expect(load).toHaveBeenCalledTimes(1)
    expect([...io.observed].map((a) => a.id)).toEqual(['privacy'])
  })

  test.each([{ effectiveType: '2g' }, { effectiveType: 'slow-2g' }, { saveData: true }])(
    'L3 nothing is prefetched on %j',
    (connection) => {
      const { load, prefetcher, io } = setup(connection)
      hover(document.getElementById('tips')!)
      prefetcher.scan()
      expect(io.observed.size).toBe(0)
      expect(prefetcher.prefetch('/privacy')).toBe(false)
      expect(load).not.toHaveBeenCalled()
    },
  )

  test('L3 a failed prefetch is swallowed (the click retries)', async () => {
    const load = vi.fn(() => Promise.reject(new Error('offline')))
    const prefetcher = createPrefetcher({
      base: '/',
      load,
      connection: () => undefined,
      Observer: fakeObserver().Observer,
    })
    expect(prefetcher.prefetch('/tips')).toBe(true)
    await Promise.resolve()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

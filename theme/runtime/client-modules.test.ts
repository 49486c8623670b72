// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { dispatch, locationOf, startClientModules, type ClientModule } from './client-modules'
import { onRouteDidUpdate } from './gtag'
import { BEFORE_SWAP, NAVIGATED, ROUTE_UPDATE } from './router'

const fire = (name: string, detail?: unknown) => document.dispatchEvent(new CustomEvent(name, { detail }))

describe('theme/runtime/client-modules (issue 28.5)', () => {
  let stop: (() => void) | undefined
  afterEach(() => stop?.())

  test("28.5 at first load onRouteUpdate then onRouteDidUpdate run with the page's location and no previous location", () => {
    history.replaceState(null, '', '/docs/intro?x=1#top')
    const calls: unknown[] = []
    const mod: ClientModule = {
      onRouteUpdate: (a: unknown) => void calls.push(['update', a]),
      onRouteDidUpdate: (a: unknown) => void calls.push(['did', a]),
    }
    stop = startClientModules([mod])
    const here = { pathname: '/docs/intro', search: '?x=1', hash: '#top' }
    expect(calls).toEqual([
      ['update', { location: here, previousLocation: null }],
      ['did', { location: here, previousLocation: null }],
    ])
  })

  test('28.5 after a client-side navigation: onRouteUpdate at its start, its cleanup before the swap, onRouteDidUpdate after, with the previous location', () => {
    history.replaceState(null, '', '/a')
    const order: string[] = []
    const did = vi.fn()
    // A module whose lifecycle sits on its default export, as Docusaurus also reads it.
    const mod: ClientModule = {
      default: {
        onRouteUpdate: () => {
          order.push('update')
          return () => order.push('cleanup')
        },
        onRouteDidUpdate: (a: unknown) => {
          order.push('did')
          did(a)
        },
      },
    }
    stop = startClientModules([mod])
    order.length = 0
    did.mockClear()
    fire(ROUTE_UPDATE, 'http://localhost:3000/b#x')
    fire(BEFORE_SWAP)
    fire(NAVIGATED, { url: 'http://localhost:3000/b#x', data: {} })
    expect(order).toEqual(['update', 'cleanup', 'did'])
    expect(did).toHaveBeenCalledWith({
      location: { pathname: '/b', search: '', hash: '#x' },
      previousLocation: { pathname: '/a', search: '', hash: '' },
    })
    // The next navigation's previous location is the page now shown.
    fire(NAVIGATED, { url: 'http://localhost:3000/c', data: {} })
    expect(did).toHaveBeenLastCalledWith({
      location: { pathname: '/c', search: '', hash: '' },
      previousLocation: { pathname: '/b', search: '', hash: '#x' },
    })
  })

  test('28.5 a hash change on the page runs the lifecycle with the previous hash (Docusaurus does: gtag counts it)', async () => {
    history.replaceState(null, '', '/a')
    const did = vi.fn()
    stop = startClientModules([{ onRouteDidUpdate: did }])
    did.mockClear()
    location.hash = '#part'
    await vi.waitFor(() =>
      expect(did).toHaveBeenCalledWith({
        location: { pathname: '/a', search: '', hash: '#part' },
        previousLocation: { pathname: '/a', search: '', hash: '' },
      }),
    )
  })

  test('28.5 a module that throws is logged and the others still run; modules without lifecycle exports are fine', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const ran = vi.fn()
    dispatch(
      [
        {
          onRouteDidUpdate: () => {
            throw new Error('boom')
          },
        },
        {},
        { onRouteDidUpdate: ran },
      ],
      'onRouteDidUpdate',
      { location: locationOf('http://x/a'), previousLocation: null },
    )
    expect(ran).toHaveBeenCalledTimes(1)
    expect(error).toHaveBeenCalledTimes(1)
    error.mockRestore()
  })

  test('28.5 gtag: a page_view with the new path after a navigation, on the next tick; none at first load or for the same URL', async () => {
    const gtag = vi.fn()
    const win = { gtag } as unknown as Window & { gtag: typeof gtag }
    const a = { pathname: '/a', search: '', hash: '' }
    onRouteDidUpdate({ location: a, previousLocation: null }, win)
    onRouteDidUpdate({ location: a, previousLocation: a }, win)
    onRouteDidUpdate({ location: { pathname: '/b', search: '?q=1', hash: '#h' }, previousLocation: a }, win)
    expect(gtag).not.toHaveBeenCalled()
    await new Promise((r) => setTimeout(r, 0))
    expect(gtag.mock.calls).toEqual([
      ['set', 'page_path', '/b?q=1#h'],
      ['event', 'page_view'],
    ])
  })
})

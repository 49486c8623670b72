// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createStorage } from './storage'

/** A window whose storage getter or methods throw, as in sandboxed iframes and strict privacy modes. */
function brokenWindow(kind: 'access' | 'methods'): Window {
  const fail = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  const store = { getItem: fail, setItem: fail, removeItem: fail }
  return {
    get localStorage() {
      return kind === 'access' ? fail() : store
    },
    addEventListener: kind === 'access' ? () => {} : fail,
    removeEventListener: () => {},
  } as unknown as Window
}

describe('theme/runtime/storage', () => {
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    vi.restoreAllMocks()
    vi.unstubAllGlobals()
  })

  test('S8 uses localStorage by default with an empty key suffix', () => {
    createStorage().set('theme', 'dark')
    expect(localStorage.getItem('theme')).toBe('dark')
  })

  test('S8 get, set and delete a key, with a suffix', () => {
    const storage = createStorage({ suffix: '-x' })
    expect(storage.get('k')).toBeNull()
    storage.set('k', 'v')
    expect(localStorage.getItem('k-x')).toBe('v')
    expect(storage.get('k')).toBe('v')
    storage.del('k')
    expect(storage.get('k')).toBeNull()
  })

  test('S8 sessionStorage and none are selectable', () => {
    createStorage({ type: 'sessionStorage' }).set('k', 's')
    expect(sessionStorage.getItem('k')).toBe('s')
    const none = createStorage({ type: 'none' })
    none.set('k', 'v')
    expect(none.get('k')).toBeNull()
  })

  test('S8 a change notifies the other listeners in the same tab', () => {
    const storage = createStorage()
    const a = vi.fn()
    const b = vi.fn()
    const other = vi.fn()
    storage.listen('theme', a)
    const unlisten = storage.listen('theme', b)
    storage.listen('other', other)
    storage.set('theme', 'dark')
    expect(a).toHaveBeenCalledWith('dark')
    expect(b).toHaveBeenCalledWith('dark')
    unlisten()
    storage.del('theme')
    expect(a).toHaveBeenLastCalledWith(null)
    expect(b).toHaveBeenCalledTimes(1)
    expect(other).not.toHaveBeenCalled()
  })

  test('S8 a change made in another tab (storage event) notifies the listeners', () => {
    const storage = createStorage()
    const listener = vi.fn()
    storage.listen('theme', listener)
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark', storageArea: localStorage }))
    window.dispatchEvent(new StorageEvent('storage', { key: 'unrelated', newValue: 'x', storageArea: localStorage }))
    expect(listener).toHaveBeenCalledTimes(1)
    expect(listener).toHaveBeenCalledWith('dark')
  })

  test('E9 storage that throws on access: one console warning, then it behaves as empty', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const storage = createStorage({ win: brokenWindow('access') })
    storage.set('theme', 'dark')
    expect(storage.get('theme')).toBeNull()
    storage.del('theme')
    expect(typeof storage.listen('theme', () => {})).toBe('function')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0][0])).toMatch(/not available/)
    expect(error).not.toHaveBeenCalled()
  })

  test('E9 each failed read, write, delete and listen is logged to the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const storage = createStorage({ win: brokenWindow('methods') })
    expect(storage.get('a')).toBeNull()
    expect(() => storage.set('a', '1')).not.toThrow()
    expect(() => storage.del('a')).not.toThrow()
    expect(() => storage.listen('a', () => {})).not.toThrow()
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringMatching(/can't get key=a/),
      expect.stringMatching(/can't set key=a/),
      expect.stringMatching(/can't delete key=a/),
      expect.stringMatching(/can't listen to key=a/),
    ])
  })

  test('E10 creating storage during server-side rendering throws', () => {
    vi.stubGlobal('window', undefined)
    expect(() => createStorage()).toThrow(/not available during server-side rendering/)
  })
})

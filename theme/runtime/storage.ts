/**
 * Browser storage (S8, E9, E10): get, set, delete and listen per key, over localStorage by
 * default, with a key suffix. A change notifies the other listeners in this tab and, through
 * the `storage` event, in other tabs. Unavailable storage warns once and behaves as empty.
 */

/** Options of {@link createStorage}. */
export interface StorageOptions {
  /** Backing store; 'none' keeps nothing. @default 'localStorage' */
  type?: 'localStorage' | 'sessionStorage' | 'none'
  /** Appended to every key. @default '' */
  suffix?: string
  /** The window to use (tests inject one). @default globalThis.window */
  win?: Window
}

/** Called with the new value (null when deleted). */
export type StorageListener = (value: string | null) => void

/** Per-key access to browser storage. */
export interface BrowserStorage {
  /** Stored value, or null when absent, unavailable or unreadable. */
  get(key: string): string | null
  /** Store a value and notify the key's other listeners. */
  set(key: string, value: string): void
  /** Remove a value and notify the key's other listeners. */
  del(key: string): void
  /** Listen to changes of a key made by this tab (other listeners) or by other tabs; returns an unsubscribe
   * function. */
  listen(key: string, listener: StorageListener): () => void
}

const PREFIX = 'Browser storage'

/** Create a storage. Throws when called without a window (build-time rendering, E10). */
export function createStorage(options: StorageOptions = {}): BrowserStorage {
  const win = options.win ?? (typeof window === 'undefined' ? undefined : window)
  if (!win) {
    throw new Error(
      `${PREFIX} is not available during server-side rendering: call createStorage() in the browser only (inside an event handler or effect).`,
    )
  }
  const suffix = options.suffix ?? ''
  const type = options.type ?? 'localStorage'
  const store = openStore(win, type)
  const listeners = new Map<string, Set<StorageListener>>()

  const fail = (what: string, key: string, error: unknown): void => {
    console.error(`${PREFIX} error, can't ${what} key=${key}`, error)
  }
  const notify = (key: string, value: string | null): void => {
    listeners.get(key)?.forEach((fn) => fn(value))
  }

  return {
    get(key) {
      if (!store) return null
      try {
        return store.getItem(key + suffix)
      } catch (error) {
        fail('get', key + suffix, error)
        return null
      }
    },
    set(key, value) {
      if (!store) return
      try {
        store.setItem(key + suffix, value)
      } catch (error) {
        return fail('set', key + suffix, error)
      }
      notify(key, value)
    },
    del(key) {
      if (!store) return
      try {
        store.removeItem(key + suffix)
      } catch (error) {
        return fail('delete', key + suffix, error)
      }
      notify(key, null)
    },
    listen(key, listener) {
      if (!store) return () => {}
      const full = key + suffix
      // Other tabs: the `storage` event fires only in tabs that did not make the change.
      const onStorage = (event: StorageEvent): void => {
        if (event.storageArea === store && (event.key === full || event.key === null)) listener(event.newValue)
      }
      try {
        win.addEventListener('storage', onStorage)
      } catch (error) {
        fail('listen to', full, error)
        return () => {}
      }
      const set = listeners.get(key) ?? new Set()
      listeners.set(key, set.add(listener))
      return () => {
        set.delete(listener)
        win.removeEventListener('storage', onStorage)
      }
    },
  }
}

/** The Storage object, or null (with one warning) when the browser refuses access (E9). */
function openStore(win: Window, type: StorageOptions['type']): Storage | null {
  if (type === 'none') return null
  try {
    // The getter itself throws in sandboxed iframes and with storage blocked.
    return win[type as 'localStorage']
  } catch (error) {
    console.warn(
      `${PREFIX} is not available: settings will not be remembered. Possible reasons: the site runs in an iframe, in a private/incognito window, or with strict privacy settings.`,
      error,
    )
    return null
  }
}

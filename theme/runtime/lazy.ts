/**
 * Lazy parts (S7, E6): run a loader that fills a container on demand (the search UI is the
 * first user). A loading state shows only if the load takes longer than `delay`; a failure (or
 * an exceeded `timeout`) shows a red `.lazy-error` box whose "Retry" button runs the load again.
 */

/** Options of {@link lazyPart}. */
export interface LazyOptions {
  /** Milliseconds before the loading state shows. @default 200 */
  delay?: number
  /** Milliseconds before the load counts as failed. @default Infinity (no timeout) */
  timeout?: number
}

/** Run `load` for `container`; resolves true when it succeeded, false when the error box shows. */
export async function lazyPart(
  container: HTMLElement,
  load: () => Promise<unknown>,
  options: LazyOptions = {},
): Promise<boolean> {
  const { delay = 200, timeout = Infinity } = options
  const doc = container.ownerDocument
  let loading: HTMLElement | undefined
  const timers = [
    setTimeout(() => {
      loading = doc.createElement('div')
      loading.className = 'lazy-loading'
      loading.setAttribute('role', 'status')
      loading.textContent = 'Loading…'
      container.append(loading)
    }, delay),
  ]
  container.setAttribute('aria-busy', 'true')
  container.querySelector(':scope > .lazy-error')?.remove()
  try {
    await new Promise((resolve, reject) => {
      if (timeout < Infinity) timers.push(setTimeout(() => reject(new Error(`Timed out after ${timeout} ms`)), timeout))
      load().then(resolve, reject)
    })
    return true
  } catch (error) {
    container.append(errorBox(doc, error, () => void lazyPart(container, load, options)))
    return false
  } finally {
    timers.forEach(clearTimeout)
    loading?.remove()
    container.removeAttribute('aria-busy')
  }
}

function errorBox(doc: Document, error: unknown, retry: () => void): HTMLElement {
  const box = doc.createElement('div')
  box.className = 'lazy-error'
  box.setAttribute('role', 'alert')
  box.style.cssText = 'border:1px solid #fa383e;border-radius:6px;padding:8px 12px;color:#fa383e'
  const p = doc.createElement('p')
  p.textContent = `Failed to load: ${error instanceof Error ? error.message : String(error)}`
  const button = doc.createElement('button')
  button.type = 'button'
  button.textContent = 'Retry'
  button.addEventListener('click', retry)
  box.append(p, button)
  return box
}

/**
 * `@docusaurus/useIsBrowser`: false while the page is built (and while an island hydrates, so that
 * it renders what the build rendered), true once a hydrated island has mounted in the browser.
 * A page that is not an island has no React in the browser: there it is always false.
 */
import { useEffect, useState } from 'react'

export function useIsBrowser(): boolean {
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  return mounted
}

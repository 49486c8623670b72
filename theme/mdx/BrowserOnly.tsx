/**
 * `@docusaurus/BrowserOnly`: its children are a function to call in the browser, and there is
 * no React in the browser, so the page keeps the `fallback`.
 */
import type { ReactNode } from 'react'

/** Docusaurus's BrowserOnly props. */
export interface BrowserOnlyProps {
  /** Never called. */
  children?: () => ReactNode
  fallback?: ReactNode
}

/** The fallback (or nothing). */
export function BrowserOnly({ fallback }: BrowserOnlyProps) {
  return <>{fallback ?? null}</>
}

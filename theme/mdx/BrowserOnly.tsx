/**
 * `@docusaurus/BrowserOnly`: its children are a function to call in the browser. The build renders
 * the `fallback`; in an island (a page or part of one that React hydrates: a page using
 * BrowserOnly is one, remark-mdx-islands.ts) the children replace it once mounted, as in Docusaurus.
 */
import type { ReactNode } from 'react'
import { useIsBrowser } from './useIsBrowser'

/** Docusaurus's BrowserOnly props. */
export interface BrowserOnlyProps {
  /** Called in the browser, once an island has mounted. */
  children?: () => ReactNode
  fallback?: ReactNode
}

export function BrowserOnly({ children, fallback }: BrowserOnlyProps) {
  const isBrowser = useIsBrowser()
  return <>{isBrowser && typeof children === 'function' ? children() : (fallback ?? null)}</>
}

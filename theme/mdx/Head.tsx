/**
 * `@docusaurus/Head` (and `<Head>` without an import): its children are rendered inside a
 * `<cwc-head>` marker, which the MDX compiler lifts out of the body into the page's `<head>`
 * (a canonical link there replaces the page's own). In an island, hydrating in the browser, it
 * renders nothing: the marker is no longer in the page, and the head already has its content.
 */
import { createElement, type ReactNode } from 'react'

/** The marker element the compiler looks for. */
export const HEAD_TAG = 'cwc-head'

/** The children inside the marker element. */
export function Head({ children }: { children?: ReactNode }) {
  if (typeof document !== 'undefined') return null
  return createElement(HEAD_TAG, null, children)
}

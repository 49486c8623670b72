/**
 * `@docusaurus/Head` (and `<Head>` without an import): renders nothing in the page body; the
 * MDX compiler reads the `<Head>` content into the page's `<head>` itself.
 */
import type { ReactNode } from 'react'

/** Nothing. */
export function Head(_props: { children?: ReactNode }) {
  return null
}

/**
 * `@theme/Layout`: the page shell (navbar, footer, head) is the generator's own, so a Layout in
 * a React page or MDX renders only its children; its `title` and `description` are recorded
 * for the page's head (a React page's title and description meta, see react-page.ts), and its
 * `wrapperClassName` for the page's `<html>` classes (theme/layouts/page-facts.ts).
 */
import type { ReactNode } from 'react'
import { recordLayout } from './site'

/** Docusaurus's Layout props; `noFooter` is accepted and ignored. */
export interface LayoutProps {
  title?: string
  description?: string
  wrapperClassName?: string
  noFooter?: boolean
  children?: ReactNode
}

/** The children; the title and description go to the page's head. */
export function Layout({ title, description, wrapperClassName, children }: LayoutProps) {
  recordLayout({ title, description, htmlClassName: wrapperClassName })
  return <>{children}</>
}

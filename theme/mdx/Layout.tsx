/** `@theme/Layout`: the page shell is the generator's own, so a Layout in content is only its children. */
import type { ReactNode } from 'react'

/** Docusaurus's Layout props; everything but `children` is ignored. */
export interface LayoutProps {
  title?: string
  description?: string
  wrapperClassName?: string
  noFooter?: boolean
  children?: ReactNode
}

/** The children. */
export function Layout({ children }: LayoutProps) {
  return <>{children}</>
}

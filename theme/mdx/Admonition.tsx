/**
 * `@theme/Admonition`: the markup remark-admonitions makes for `:::tip[Title]` (DOM.md
 * "Alerts"), titles from the same table. `icon` is accepted and ignored (the CSS draws it).
 */
import type { ReactNode } from 'react'
import { ADMONITION_TITLES, admonitionStyle } from '../../generator/stages/markdown/remark-admonitions'
import { cls } from './util'

/** Docusaurus's deprecated type names and what they are now. */
const ALIASES: Record<string, string> = { secondary: 'note', success: 'tip' }

/** Docusaurus's Admonition props. */
export interface AdmonitionProps {
  /** note, tip, info, warning, danger, caution (and the old secondary, important, success). @default 'note' */
  type?: string
  /** The heading. @default the type's title ("Tip", …) */
  title?: ReactNode
  /** Accepted and ignored. */
  icon?: ReactNode
  className?: string
  children?: ReactNode
}

/** A callout box: `div.admonition.admonition-{type}[role=note]` > heading + content. */
export function Admonition({ type = 'note', title, className, children }: AdmonitionProps) {
  // An unknown type shows as info, as in Docusaurus (the markdown path warns on it instead).
  const name = ADMONITION_TITLES[type] ? type : (ALIASES[type] ?? 'info')
  const kind = admonitionStyle(name) // as remark-admonitions: caution is styled as warning, important as info
  return (
    <div className={cls('admonition', `admonition-${kind}`, className)} role="note">
      <p className="admonition-heading">{title ?? ADMONITION_TITLES[name]}</p>
      <div className="admonition-content">{children}</div>
    </div>
  )
}

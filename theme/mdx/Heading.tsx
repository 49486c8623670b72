/**
 * `@theme/Heading`: a heading with its id and, for h2–h6, the `a.hash-link` rehype-headings
 * appends to markdown headings (same markup, so the CSS and TOC links treat them alike).
 */
import type { HTMLAttributes } from 'react'
import { useT } from '../i18n/context'
import { textOf } from './util'

/** Docusaurus's Heading props. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** The element. @default 'h2' */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'
  id?: string
}

/** `<hN id>` with an anchor link (not on h1, nor without an id). */
export function Heading({ as: Tag = 'h2', id, children, ...rest }: HeadingProps) {
  const t = useT()
  if (Tag === 'h1' || !id) return <Tag id={id} {...rest}>{children}</Tag>
  return (
    <Tag id={id} {...rest}>
      {children}
      <a className="hash-link" href={`#${id}`} aria-label={t('theme.common.headingLinkTitle', { heading: textOf(children).trim() })}>#</a>
    </Tag>
  )
}

/**
 * `@theme/Heading`: a heading with its id and, for h2–h6, the `a.hash-link` rehype-headings
 * appends to markdown headings (same markup, so the CSS and TOC links treat them alike). A
 * markdown heading a site's MDXComponents maps to this component (`h2: (p) => <MDXHeading
 * as="h2" {...p} />`, as react-native-website does) has that link among its children already,
 * and keeps it alone: in Docusaurus only the component adds one.
 */
import { Children, isValidElement, type HTMLAttributes, type ReactNode } from 'react'
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
  if (Tag === 'h1' || !id || hasHashLink(children, id))
    return (
      <Tag id={id} {...rest}>
        {children}
      </Tag>
    )
  return (
    <Tag id={id} {...rest}>
      {children}
      <a
        className="hash-link"
        href={`#${id}`}
        aria-label={t('theme.common.headingLinkTitle', { heading: textOf(children).trim() })}
      >
        #
      </a>
    </Tag>
  )
}

/** Whether the children end with the heading's own anchor link (rehype-headings' `a.hash-link`, through the
 * site's `a` component or not). */
function hasHashLink(children: ReactNode, id: string): boolean {
  const last = Children.toArray(children).at(-1)
  if (!isValidElement<{ className?: unknown; href?: unknown }>(last)) return false
  return (
    typeof last.props.className === 'string' &&
    last.props.className.split(/\s+/).includes('hash-link') &&
    last.props.href === `#${id}`
  )
}

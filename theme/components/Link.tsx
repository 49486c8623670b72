/**
 * An anchor that opens external URLs in a new tab with the external icon (L2). Internal hrefs
 * arrive from the routes stage with the base URL already added (L1).
 */
import type { AnchorHTMLAttributes } from 'react'
import { isExternal } from '../../generator/core/paths'
import { IconExternalLink } from './icons'

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  /** Force the external treatment (the data says so); by default it is inferred from the href. */
  external?: boolean
  /** The external icon after the text. @default true (false: a link drawn by the site's CSS, with no text, as
   * Docusaurus shows one) */
  icon?: boolean
}

export function Link({ href, external = isExternal(href), icon = true, target, children, ...rest }: LinkProps) {
  // The site's own HTML as the link's content (a navbar item's `html`): nothing else inside.
  if (rest.dangerouslySetInnerHTML)
    return (
      <a
        href={href}
        target={external ? (target ?? '_blank') : target}
        {...(external ? { rel: 'noopener noreferrer' } : {})}
        {...rest}
      />
    )
  if (!external)
    return (
      <a href={href} target={target} {...rest}>
        {children}
      </a>
    )
  // A target of its own (`_self`) keeps the link in the tab, with its icon and rel, as Docusaurus's Link.
  return (
    <a href={href} target={target ?? '_blank'} rel="noopener noreferrer" {...rest}>
      {children}
      {icon && <IconExternalLink newTab={(target ?? '_blank') === '_blank'} />}
    </a>
  )
}

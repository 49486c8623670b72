/**
 * `@theme/MDXComponents/*`: the parts of Docusaurus's MDXComponents map, which a swizzled
 * `src/theme/MDXComponents` imports to wrap or extend (`import MDXA from '@theme/MDXComponents/A'`).
 * Each renders the markup our markdown gives the same element (DOM.md), so CSS and the runtime
 * treat them alike.
 */
import type { ComponentProps } from 'react'
import { CodeBlock } from '../CodeBlock'
import { Details as DetailsBlock } from '../Details'
import { Heading as ThemeHeading, type HeadingProps } from '../Heading'
import { Link } from '../Link'

/** `A`: a link, as `@docusaurus/Link` makes it (base URL, external links in a new tab). */
export function A(props: ComponentProps<typeof Link>) {
  return <Link {...props} />
}

/** `Pre`: a `<pre>` (a code block MDX left as `pre > code` is its child). */
export function Pre(props: ComponentProps<'pre'>) {
  return <pre {...props} />
}

/** `Code`: inline code, or a code block when it has a language class or several lines (as Docusaurus's
 * MDXComponents/Code decides). */
export function Code({ children, className, ...rest }: ComponentProps<'code'> & { metastring?: string }) {
  const text = typeof children === 'string' ? children : null
  // biome-ignore lint/complexity/useOptionalChain: a boolean, as the islands bundle has always had it
  const block = /(?:^|\s)language-/.test(className ?? '') || (text !== null && text.includes('\n'))
  if (block)
    return (
      <CodeBlock className={className} metastring={rest.metastring}>
        {children}
      </CodeBlock>
    )
  return (
    <code className={className} {...rest}>
      {children}
    </code>
  )
}

/** `Details`: the theme's collapsible block. */
export function Details(props: ComponentProps<typeof DetailsBlock>) {
  return <DetailsBlock {...props} />
}

/** `Heading`: `@theme/Heading` (Docusaurus's MDXComponents/Heading takes `as` the same way). */
export function Heading(props: HeadingProps) {
  return <ThemeHeading {...props} />
}

/** `Ul`: a list (Docusaurus adds a class to contains-task-list lists; markdown's task lists are already marked). */
export function Ul(props: ComponentProps<'ul'>) {
  return <ul {...props} />
}

/** `Li`: a list item. */
export function Li(props: ComponentProps<'li'>) {
  return <li {...props} />
}

/** `Img`: a lazy image, as markdown images below the first block are. */
export function Img({ loading = 'lazy', ...props }: ComponentProps<'img'>) {
  // biome-ignore lint/a11y/useAltText: the author's alt is in `props`
  return <img loading={loading} {...props} />
}

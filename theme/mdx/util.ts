/** Small helpers shared by the MDX components. */
import { Children, isValidElement, type ReactNode } from 'react'

/** Join class names, skipping empty ones. */
export function cls(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ')
}

/** The plain text of a React node (what a heading's anchor label reads). */
export function textOf(node: ReactNode): string {
  let text = ''
  Children.forEach(node, (child) => {
    if (typeof child === 'string' || typeof child === 'number') text += String(child)
    else if (isValidElement<{ children?: ReactNode }>(child)) text += textOf(child.props.children)
  })
  return text
}

/**
 * A `useId()` value as an id fragment: React's ids contain `:`, `«»` or leading/trailing `_`
 * depending on its version; only `[A-Za-z0-9_-]` is kept so the ids work unescaped in CSS
 * selectors and URL fragments.
 */
export function idFragment(reactId: string): string {
  return reactId.replace(/[^A-Za-z0-9_-]/g, '').replace(/^_+|_+$/g, '')
}

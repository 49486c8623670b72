/**
 * `@docusaurus/Translate` and `translate()`: the locale's message for the id (its `code.json`,
 * `mdxSite().messages`), else the text as written, with `{name}` placeholders replaced by `values`.
 */
import { Fragment, type ReactNode } from 'react'
import { placeholderParts } from './docusaurus/Interpolate'
import { mdxSite } from './site'

/** Placeholder values: strings and numbers, or (for `<Translate>`) elements. */
export type TranslateValues = Record<string, ReactNode>

/** Docusaurus's Translate props. */
export interface TranslateProps {
  /** The message key; the text when there are no children. */
  id?: string
  /** For translators; ignored. */
  description?: string
  values?: TranslateValues
  /** The message, a string (other children, e.g. text mixed with MDX expressions, are shown as they are). */
  children?: ReactNode
}

/** The message with its placeholders filled in (a placeholder without a value stays as written). */
export function Translate({ id, values, children }: TranslateProps) {
  const translated = messageOf(id)
  if (translated === undefined && children != null && typeof children !== 'string') return <>{children}</>
  const parts = placeholderParts(translated ?? (children as string | undefined) ?? id ?? '', values)
  return parts.every((p) => typeof p === 'string') ? (
    <>{parts.join('')}</>
  ) : (
    <>
      {parts.map((p, i) => (
        <Fragment key={i}>{p}</Fragment>
      ))}
    </>
  )
}

/** `translate({message, id}, values)` → the message (or the id) with its placeholders filled in, as a string. */
export function translate(
  { message, id }: { message?: string; id?: string; description?: string },
  values?: Record<string, string | number>,
): string {
  return placeholderParts(messageOf(id) ?? message ?? id ?? '', values)
    .map(String)
    .join('')
}

/** The locale's message for an id, if its code.json has one. */
function messageOf(id: string | undefined): string | undefined {
  const messages = mdxSite().messages
  return id !== undefined && messages && Object.hasOwn(messages, id) ? messages[id] : undefined
}

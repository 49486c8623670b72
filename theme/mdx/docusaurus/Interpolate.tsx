/**
 * `@docusaurus/Interpolate` and `interpolate()`: `{name}` placeholders of a string filled from
 * `values` (strings, numbers or elements); a placeholder without a value stays as written.
 */
import { Fragment, isValidElement, type ReactNode } from 'react'

/** Placeholder values. */
export type InterpolateValues = Record<string, ReactNode>

const PLACEHOLDER_RE = /\{(\w+)\}/g

/** The text cut at its `{name}` placeholders, each filled from `values` (one left as written when it has no
 * value); no empty strings. */
export function placeholderParts(text: string, values?: Record<string, ReactNode>): ReactNode[] {
  const parts: ReactNode[] = []
  let last = 0
  for (const m of text.matchAll(PLACEHOLDER_RE)) {
    if (!values || !(m[1]! in values)) continue
    parts.push(text.slice(last, m.index), values[m[1]!])
    last = m.index + m[0].length
  }
  parts.push(text.slice(last))
  return parts.filter((p) => p !== '')
}

/** The text with its placeholders filled: a string when every value is text, else React nodes. */
export function interpolate(text: string, values?: InterpolateValues): ReactNode {
  const parts = placeholderParts(text, values)
  if (parts.every((p) => !isValidElement(p))) return parts.map((p) => (p == null ? '' : String(p))).join('')
  return parts.map((p, i) => <Fragment key={i}>{p}</Fragment>)
}

/** `<Interpolate values={…}>text with {name}</Interpolate>`: the children must be a string, as in Docusaurus. */
export function Interpolate({ children, values }: { children: string; values?: InterpolateValues }) {
  if (typeof children !== 'string')
    throw new Error(
      `Interpolate: the children must be a string (got ${typeof children}); pass the text as one string and the parts to fill as \`values\`.`,
    )
  return <>{interpolate(children, values)}</>
}

/**
 * Parses each document with only those GFM autolink-literal constructs that can match in it.
 *
 * micromark-extension-gfm-autolink-literal tries an email autolink at the start of every word (it
 * is registered on every letter and digit), which splits a paragraph's text into one token per
 * word; with the www and http constructs it was a third of the parse of a page without a URL or
 * an address in its prose (the generated corpus: 16 s → 10 s for 1,051 docs). Each construct needs
 * a fixed sequence in the source to match at all:
 *   email `a@…`: a letter, digit, `+`, `-`, `.` or `_` right before an `@`;
 *   www: `www.` in any case;   http: `http://` or `https://` in any case.
 * A document without the sequence is parsed with that construct left out of the extensions (the
 * constructs read the source's characters as written). mdast-util-gfm-autolink-literal's transform
 * looks for the same sequences in text nodes, whose backslash escapes and character references are
 * decoded (`a\@b.co`, `a&#64;b.co` are addresses there): it is left out only when none of the
 * sequences is in the document with its escapes removed and the document has no character
 * reference. The tree is the same (tested against the full parse). The constructs are found by
 * their names and the transform by the extension that turns `literalAutolink` tokens into links,
 * so whichever copy of remark-gfm a site brings is covered.
 *
 * Use it after remark-parse (or MDX's parser) is attached: it wraps `this.parser`, reading the
 * processor's extension lists at each parse as remark-parse does.
 */
import type { Processor } from 'unified'

const EMAIL = /[A-Za-z0-9_+.-]@/
const WWW = /www\./i
const HTTP = /https?:\/\//i

const EMAIL_BIT = 1
const WWW_BIT = 2
const HTTP_BIT = 4
const ALL = EMAIL_BIT | WWW_BIT | HTTP_BIT
const NAMES: Array<[bit: number, name: string]> = [
  [EMAIL_BIT, 'emailAutolink'],
  [WWW_BIT, 'wwwAutolink'],
  [HTTP_BIT, 'protocolAutolink'],
]

/** Which of the three constructs can match somewhere in `doc` (bits). */
export function autolinksPossible(doc: string): number {
  return (EMAIL.test(doc) ? EMAIL_BIT : 0) | (WWW.test(doc) ? WWW_BIT : 0) | (HTTP.test(doc) ? HTTP_BIT : 0)
}

/** A backslash escape (CommonMark: of ASCII punctuation), and a character reference. */
const ESCAPE = /\\([!-/:-@[-`{-~])/g
const REFERENCE = /&(?:#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,31});/

/** Whether the autolink transform can find something in the text nodes of `doc` (see above). */
export function transformPossible(doc: string): boolean {
  if (REFERENCE.test(doc)) return true
  return autolinksPossible(doc.includes('\\') ? doc.replace(ESCAPE, '$1') : doc) !== 0
}

// The shapes read here, structurally: micromark's `Extension` (a record of construct records) and
// mdast-util-from-markdown's (`transforms`, `enter` handlers). Both may nest in arrays.
interface Construct {
  name?: string
}
type ConstructRecord = Record<string, Construct | Construct[] | undefined>
type Extension = Record<string, unknown> & {
  text?: ConstructRecord
  transforms?: unknown[]
  enter?: Record<string, unknown>
}
type Extensions = Array<Extension | Extensions>

/** `extensions` without the named text constructs (objects untouched where they hold none). */
function withoutConstructs(extensions: Extensions, drop: Set<string>): Extensions {
  return extensions.map((ext) => {
    if (Array.isArray(ext)) return withoutConstructs(ext, drop)
    if (!ext.text) return ext
    let text: ConstructRecord | undefined
    for (const [code, value] of Object.entries(ext.text)) {
      const list = value === undefined ? [] : Array.isArray(value) ? value : [value]
      const kept = list.filter((c) => !drop.has(c.name ?? ''))
      if (kept.length === list.length) continue
      text ??= { ...ext.text }
      if (kept.length) text[code] = kept
      else delete text[code]
    }
    return text ? { ...ext, text } : ext
  })
}

/** `extensions` without the transforms of the extension that makes links of `literalAutolink` tokens. */
function withoutAutolinkTransform(extensions: Extensions): Extensions {
  return extensions.map((ext) => {
    if (Array.isArray(ext)) return withoutAutolinkTransform(ext)
    return ext.transforms && ext.enter && 'literalAutolink' in ext.enter ? { ...ext, transforms: [] } : ext
  })
}

interface ParseData {
  micromarkExtensions?: Extensions
  fromMarkdownExtensions?: Extensions
}
interface Variant {
  micromark: Extensions
  mdast: Extensions | undefined
}

export function remarkLeanAutolinks(this: Processor): void {
  const parse = this.parser
  if (!parse) return
  // The processor's own data (what remark-parse reads through `this.data(key)`); the lists are
  // swapped for the one parse call and put back, so every other reader sees them whole.
  const data = this.data() as ParseData
  // The lists the variants were made from, and their lengths (a plugin may push to a list in place).
  let madeFrom: { micromark?: Extensions; mdast?: Extensions; sizes?: string } = {}
  const variants = new Map<string, Variant>()
  // The processor's whole lists while a parse has them swapped (a parse inside it, a plugin's, starts from them too).
  let whole: Variant | undefined
  /** The lists `doc` is parsed with: the whole ones, or a variant without what cannot match in it. */
  const listsFor = (doc: string, micromark: Extensions, mdast: Extensions | undefined): Variant => {
    const possible = autolinksPossible(doc)
    if (possible === ALL) return { micromark, mdast }
    const sizes = `${micromark.length} ${mdast?.length}`
    if (madeFrom.micromark !== micromark || madeFrom.mdast !== mdast || madeFrom.sizes !== sizes) {
      variants.clear()
      madeFrom = { micromark, mdast, sizes }
    }
    const transform = possible !== 0 || transformPossible(doc)
    const name = `${possible} ${transform}`
    let variant = variants.get(name)
    if (!variant) {
      const drop = new Set(NAMES.filter(([bit]) => !(possible & bit)).map(([, construct]) => construct))
      variant = {
        micromark: withoutConstructs(micromark, drop),
        mdast: !transform && mdast ? withoutAutolinkTransform(mdast) : mdast,
      }
      variants.set(name, variant)
    }
    return variant
  }
  this.parser = (doc, file) => {
    const current: Variant | undefined = data.micromarkExtensions && {
      micromark: data.micromarkExtensions,
      mdast: data.fromMarkdownExtensions,
    }
    const processor = whole ?? current
    if (!processor || !current) return parse(doc, file)
    const lists = listsFor(doc, processor.micromark, processor.mdast)
    data.micromarkExtensions = lists.micromark
    data.fromMarkdownExtensions = lists.mdast
    const outer = whole
    whole = processor
    try {
      return parse(doc, file)
    } finally {
      whole = outer
      data.micromarkExtensions = current.micromark
      data.fromMarkdownExtensions = current.mdast
    }
  }
}

/**
 * A strict, tiny XML 1.0 well-formedness checker and tree builder for the feed and sitemap
 * tests (not a test file itself). happy-dom's XML parser rejects CDATA sections, so the tests
 * use this; the e2e suite parses the served feeds with Chromium's real XML parser as well.
 */

/** An element: name, attributes, child elements and its own text (CDATA decoded). */
export interface XmlElement {
  name: string
  attrs: Record<string, string>
  children: XmlElement[]
  text: string
}

const NAME = /[A-Za-z_][\w.:-]*/y
const ATTR = /\s+([A-Za-z_][\w.:-]*)\s*=\s*("[^"<]*"|'[^'<]*')/y
const ENTITY = /&(?:(amp|lt|gt|quot|apos)|#(\d+)|#x([0-9a-fA-F]+));/y
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }
const INVALID = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u

/** Decode entity references; throw on a bare `&` or an unknown entity. */
function decode(text: string, at: number): string {
  let out = ''
  for (let i = 0; i < text.length; i++) {
    if (text[i] !== '&') {
      out += text[i]
      continue
    }
    ENTITY.lastIndex = i
    const m = ENTITY.exec(text)
    if (!m)
      throw new Error(`Bare "&" or unknown entity near offset ${at + i}: ${JSON.stringify(text.slice(i, i + 12))}`)
    out += m[1] ? NAMED[m[1]] : String.fromCodePoint(m[2] ? Number(m[2]) : parseInt(m[3]!, 16))
    i += m[0].length - 1
  }
  return out
}

/** Parse a document; throws with the offset on the first well-formedness error. */
export function parseXml(xml: string): XmlElement {
  if (INVALID.test(xml)) throw new Error('Character not allowed in XML')
  let i = 0
  if (xml.startsWith('<?xml')) {
    const end = xml.indexOf('?>')
    if (end < 0) throw new Error('Unclosed XML declaration')
    i = end + 2
  }
  const stack: XmlElement[] = []
  let root: XmlElement | null = null
  while (i < xml.length) {
    if (xml[i] !== '<') {
      const next = xml.indexOf('<', i)
      const text = xml.slice(i, next < 0 ? xml.length : next)
      if (text.includes(']]>')) throw new Error(`"]]>" in text at ${i}`)
      if (!stack.length) {
        if (text.trim()) throw new Error(`Text outside the root element at ${i}`)
      } else stack.at(-1)!.text += decode(text, i)
      i = next < 0 ? xml.length : next
      continue
    }
    if (xml.startsWith('<![CDATA[', i)) {
      const end = xml.indexOf(']]>', i)
      if (end < 0 || !stack.length) throw new Error(`Bad CDATA section at ${i}`)
      stack.at(-1)!.text += xml.slice(i + 9, end)
      i = end + 3
      continue
    }
    if (xml.startsWith('<!--', i)) {
      const end = xml.indexOf('-->', i)
      if (end < 0) throw new Error(`Unclosed comment at ${i}`)
      i = end + 3
      continue
    }
    if (xml[i + 1] === '/') {
      NAME.lastIndex = i + 2
      const name = NAME.exec(xml)?.[0]
      const open = stack.pop()
      if (!name || !open || open.name !== name || !/^\s*>/.test(xml.slice(i + 2 + name.length)))
        throw new Error(`Mismatched end tag </${name}> at ${i} (open: ${open?.name})`)
      i = xml.indexOf('>', i) + 1
      continue
    }
    NAME.lastIndex = i + 1
    const name = NAME.exec(xml)?.[0]
    if (!name) throw new Error(`Invalid tag at ${i}`)
    let j = i + 1 + name.length
    const attrs: Record<string, string> = {}
    for (;;) {
      ATTR.lastIndex = j
      const m = ATTR.exec(xml)
      if (!m) break
      if (m[1]! in attrs) throw new Error(`Duplicate attribute ${m[1]} at ${j}`)
      attrs[m[1]!] = decode(m[2]!.slice(1, -1), j)
      j = ATTR.lastIndex
    }
    const close = /\s*(\/?)>/y
    close.lastIndex = j
    const c = close.exec(xml)
    if (!c) throw new Error(`Malformed start tag <${name}> at ${i}`)
    const el: XmlElement = { name, attrs, children: [], text: '' }
    if (stack.length) stack.at(-1)!.children.push(el)
    else if (root) throw new Error(`Second root element <${name}> at ${i}`)
    else root = el
    if (!c[1]) stack.push(el)
    i = close.lastIndex
  }
  if (stack.length) throw new Error(`Unclosed element <${stack.at(-1)!.name}>`)
  if (!root) throw new Error('No root element')
  return root
}

/** Child elements by name. */
export const kids = (el: XmlElement, name: string): XmlElement[] => el.children.filter((c) => c.name === name)

/** The first child element by name (throws when absent: a required element is missing). */
export function kid(el: XmlElement, name: string): XmlElement {
  const found = el.children.find((c) => c.name === name)
  if (!found) throw new Error(`<${el.name}> has no <${name}>`)
  return found
}

/**
 * XML text helpers for the generated feeds and sitemap. Everything that reaches them from
 * content (titles, descriptions, author names, HTML) is untrusted text.
 */

/** Characters XML 1.0 does not allow at all (controls, lone surrogates, U+FFFE/U+FFFF). */
const INVALID_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** Escape text for an XML element or attribute value (and drop characters XML forbids). */
export function escapeXml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!)
}

/** Wrap text in a CDATA section; a `]]>` inside is split across two sections. */
export function cdata(text: string): string {
  return `<![CDATA[${text.replace(INVALID_XML, '').replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}

/** `<name>escaped text</name>`, or '' when the text is empty. */
export function element(name: string, text: string | undefined | null, attrs = ''): string {
  return text ? `<${name}${attrs}>${escapeXml(text)}</${name}>` : ''
}

/** The meta description fallback of a page: the plain text of its first prose paragraph. */

/**
 * Plain text of the first prose paragraph (headings, images, HTML, directives, code, lists,
 * tables and quotes are skipped). `labels`: also skip blocks that open with bold text — an MDX
 * twin writes tab labels as `**Label**` paragraphs.
 */
export function firstParagraph(body: string, labels = false): string {
  const skip = labels ? /^(#|!\[|<|:::|```|[-*+] |\d+\. |\||>|\*\*)/ : /^(#|!\[|<|:::|```|[-*+] |\d+\. |\||>)/
  for (const block of body.split(/\n\s*\n/)) {
    const t = block.trim()
    if (!t || skip.test(t)) continue
    return t.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '').replace(/\s+/g, ' ').slice(0, 300)
  }
  return ''
}

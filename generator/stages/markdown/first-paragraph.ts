/** The meta description fallback of a page: the plain text of its first prose paragraph. */

/**
 * Plain text of the first prose paragraph (headings, images, HTML, directives, code, lists,
 * tables and quotes are skipped). `labels`: also skip blocks that open with bold text — an MDX
 * twin writes tab labels as `**Label**` paragraphs.
 */
export function firstParagraph(body: string, labels = false): string {
  const skip = labels ? /^(#|!\[|<|:::|[-*+] |\d+\. |\||>|\*\*)/ : /^(#|!\[|<|:::|[-*+] |\d+\. |\||>)/
  let block: string[] = []
  // A fenced code block is skipped whole: a blank line inside it does not start a paragraph.
  let fence: string | null = null
  const take = (): string => {
    const t = block.join('\n').trim()
    block = []
    return !t || skip.test(t)
      ? ''
      : t
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/[*_`]/g, '')
          .replace(/\s+/g, ' ')
          .slice(0, 300)
  }
  for (const line of body.split('\n')) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && !line.trim().slice(marker.length).trim())
        fence = null
      continue
    }
    if (marker || !line.trim()) {
      const found = take()
      if (found) return found
      if (marker) fence = marker
      continue
    }
    block.push(line)
  }
  return take()
}

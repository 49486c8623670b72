/**
 * Docusaurus's older admonition title form, `:::caution AWS Lambda`, as the directive syntax
 * writes it, `:::caution[AWS Lambda]` (remark-directive reads no title after a space, so the
 * line would be printed as text). Lines inside code fences are left alone; no line is added or
 * removed, so every line number stays. A line ending in `\r\n` (a file saved on Windows) is read
 * the same. Not done when the site turns MDX 1's forms off (`markdown.legacyAdmonitionTitles`).
 */
import { fencePlaces } from './fences.js'

const OLD_TITLE_RE = /^(\s*:{3,})([A-Za-z][\w-]*)[ \t]+([^\s[{].*?)[ \t]*(\r?)$/

export function bracketAdmonitionTitles(markdown: string): string {
  if (!/^\s*:{3,}[A-Za-z][\w-]*[ \t]+\S/m.test(markdown)) return markdown
  const lines = markdown.split('\n')
  const places = fencePlaces(lines)
  return lines
    .map((line, i) => {
      if (places[i]!.fence !== null) return line
      return line.replace(
        OLD_TITLE_RE,
        (_m, colons: string, name: string, title: string, cr: string) =>
          `${colons}${name}[${title.replace(/[[\]]/g, '\\$&')}]${cr}`,
      )
    })
    .join('\n')
}

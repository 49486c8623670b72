/**
 * Docusaurus's MDX conventions, at tree level:
 * - `{/* truncate *\/}` ends a blog excerpt like `<!-- truncate -->`: it becomes a
 *   `<cwc-truncate>` marker element, which the compiler cuts the HTML at and removes;
 * - `## Title {/* #my-id *\/}` sets the heading's id (Docusaurus 3.10), like `{#my-id}`.
 * Other comment-only expressions compile to nothing, as in MDX.
 */
import type { Heading, Root, Text } from 'mdast'
import type { MdxFlowExpression, MdxTextExpression } from 'mdast-util-mdx-expression'
import { fencePlaces } from '../fences.js'
import { visit } from '../walk.js'

/** The marker element the truncate comment becomes. */
export const TRUNCATE_TAG = 'cwc-truncate'

const TRUNCATE_COMMENT_RE = /^\s*\/\*\s*truncate\s*\*\/\s*$/
const ID_COMMENT_RE = /^\s*\/\*\s*#([A-Za-z0-9_-][\w.:-]*)\s*\*\/\s*$/

export function remarkMdxDocusaurus() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (
        node.type === 'mdxFlowExpression' &&
        parent &&
        index !== undefined &&
        TRUNCATE_COMMENT_RE.test((node as MdxFlowExpression).value)
      ) {
        parent.children[index] = { type: 'thematicBreak', data: { hName: TRUNCATE_TAG } } as never
        return 'skip'
      }
      if (node.type !== 'heading') return
      const heading = node as Heading
      const last = heading.children.at(-1)
      if (last?.type !== 'mdxTextExpression') return
      const m = ID_COMMENT_RE.exec((last as MdxTextExpression).value)
      if (!m) return
      heading.children.pop()
      const before = heading.children.at(-1)
      if (before?.type === 'text') (before as Text).value = (before as Text).value.replace(/\s+$/, '')
      heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id: m[1] } }
      return 'skip'
    })
  }
}

/** One line with `<!--`/`-->` turned into `{/*`/`*\/}` outside inline code; `state.open` carries a comment
 * across lines. */
function htmlComments(line: string, state: { open: boolean }): string {
  let out = ''
  let i = 0
  while (i < line.length) {
    if (state.open) {
      const end = line.indexOf('-->', i)
      // a `*/` would end the JS comment early
      const inside = line.slice(i, end === -1 ? undefined : end).replace(/\*\//g, '* /')
      if (end === -1) return out + inside
      out += inside + '*/}'
      i = end + 3
      state.open = false
    } else if (line[i] === '`') {
      const run = /^`+/.exec(line.slice(i))![0]
      const close = line.indexOf(run, i + run.length)
      if (close === -1) return out + line.slice(i)
      out += line.slice(i, close + run.length)
      i = close + run.length
    } else if (line.startsWith('<!--', i)) {
      out += '{/*'
      i += 4
      state.open = true
    } else out += line[i++]
  }
  return out
}

/**
 * CommonMark's autolink of a URL or an address (`<https://…>`, `<mailto:…>`, `<a@b.co>`), outside
 * inline code; not a link's destination in angle brackets (`[a](<https://…>)`, `[a]: <https://…>`).
 */
const AUTOLINK_RE =
  /(?<!\]\(\s*|^\s*\[[^\]]*\]:\s*)<((?:[A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)|(?:[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+))>/g

/** A line's autolinks as markdown links (MDX 1 read them so), its inline code as it is. */
function mdx1Autolinks(line: string): string {
  return line
    .split(/(`+[^`]*?`+)/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(AUTOLINK_RE, (_m, target: string) => {
            const href = /^[A-Za-z][A-Za-z0-9+.-]{1,31}:/.test(target) ? target : `mailto:${target}`
            // The text is the URL as written: what markdown or MDX would read in it is escaped.
            return `[${target.replace(/[[\]\\{}*_`<]/g, '\\$&')}](<${href}>)`
          }),
    )
    .join('')
}

/**
 * Docusaurus's source preprocessing, which lets MDX read what it would otherwise reject:
 * `{#id}` after a heading (an invalid expression in MDX) is escaped to text for
 * remark-heading-id, HTML comments (`<!-- … -->`, `<!-- truncate -->`) become MDX comments
 * (Docusaurus 3 accepts them by default), and ```` ```mdx-code-block ```` fences are unwrapped
 * to their content. Code fences and inline code are left alone; lines are kept.
 * `mdx1`: a Docusaurus 2 project, whose MDX 1 read an autolink (`<https://x.org/a#b>`) as a link,
 * where MDX 2 fails on it as a tag: it becomes `[url](<url>)`, the link MDX 1 made.
 */
export function preprocessMdx(source: string, mdx1 = false): string {
  const lines = source.split('\n')
  let places = fencePlaces(lines)
  const comments = { open: false }
  let fenceInComment = false
  return lines
    .map((line, i) => {
      if (comments.open) {
        // Inside an HTML comment a fence is comment text, as Docusaurus reads it (it turns every
        // `<!--`/`-->` into `{/*`/`*\/}`): a commented-out code block may close the comment on its
        // fence's line (```` ``` --> ````). Past the comment, fences are found again from there.
        fenceInComment ||= places[i]!.fence !== null
        const text = htmlComments(line, comments)
        if (!comments.open && fenceInComment) {
          places = [...places.slice(0, i + 1), ...fencePlaces(lines.slice(i + 1))]
          fenceInComment = false
        }
        return text
      }
      const place = places[i]!
      if (place.fence !== null) {
        // An mdx-code-block fence's lines go, its content stays (as written).
        const unwrap = /^mdx-code-block\b/.test(place.info)
        return unwrap && place.role !== 'inside' ? '' : line
      }
      const uncommented = comments.open || line.includes('<!--') ? htmlComments(line, comments) : line
      const text = mdx1 && uncommented.includes('<') ? mdx1Autolinks(uncommented) : uncommented
      return /^#{1,6}\s/.test(text) ? text.replace(/\s\{#([A-Za-z0-9_-][\w.:-]*)\}\s*$/, ' \\{#$1}') : text
    })
    .join('\n')
}

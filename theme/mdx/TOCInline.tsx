/**
 * `@theme/TOCInline`: the page's table of contents inside its content (`<TOCInline toc={toc} />`,
 * `toc` being the list every MDX page has, as in Docusaurus: `{ value, id, level }` per heading,
 * `value` HTML). Headings outside [minHeadingLevel, maxHeadingLevel] are left out; deeper
 * headings nest under the one before them.
 */
export interface TocEntry {
  value: string
  id: string
  level: number
}

interface Node extends TocEntry {
  children: Node[]
}

export function TOCInline({
  toc = [],
  minHeadingLevel = 2,
  maxHeadingLevel = 3,
}: {
  toc?: readonly TocEntry[]
  minHeadingLevel?: number
  maxHeadingLevel?: number
}) {
  const roots: Node[] = []
  const stack: Node[] = []
  for (const entry of toc) {
    if (entry.level < minHeadingLevel || entry.level > maxHeadingLevel) continue
    const node: Node = { ...entry, children: [] }
    while (stack.length && stack[stack.length - 1]!.level >= node.level) stack.pop()
    ;(stack.length ? stack[stack.length - 1]!.children : roots).push(node)
    stack.push(node)
  }
  if (!roots.length) return null
  return <div className="toc-inline">{list(roots)}</div>
}

function list(nodes: Node[]) {
  return (
    <ul>
      {nodes.map((n) => (
        <li key={n.id}>
          <a href={`#${n.id}`} dangerouslySetInnerHTML={{ __html: n.value }} />
          {n.children.length > 0 && list(n.children)}
        </li>
      ))}
    </ul>
  )
}

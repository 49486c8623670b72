/** The nested list of TOC links shared by the desktop and mobile TOC. */
import type { TocNode } from './toc-tree'

export function TOCTree({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul className="toc__list">
      {nodes.map((node) => (
        <li className="toc__item" key={node.id}>
          <a className="toc__link" href={`#${node.id}`}>{node.text}</a>
          {node.children.length > 0 && <TOCTree nodes={node.children} />}
        </li>
      ))}
    </ul>
  )
}

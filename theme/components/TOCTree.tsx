/** The nested list of TOC links shared by the desktop and mobile TOC; an entry with markup (inline code, a label badge) shows it, as Docusaurus's TOC does. */
import type { TocNode } from './toc-tree'

export function TOCTree({ nodes }: { nodes: TocNode[] }) {
  return (
    <ul className="toc__list">
      {nodes.map((node) => (
        <li className="toc__item" key={node.id}>
          {node.html === undefined
            ? <a className="toc__link" href={`#${node.id}`}>{node.text}</a>
            : <a className="toc__link" href={`#${node.id}`} dangerouslySetInnerHTML={{ __html: node.html }} />}
          {node.children.length > 0 && <TOCTree nodes={node.children} />}
        </li>
      ))}
    </ul>
  )
}

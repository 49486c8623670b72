/**
 * The nested list of TOC links shared by the desktop and mobile TOC; an entry with markup (inline
 * code, a label badge) shows it, as Docusaurus's TOC does. Besides the theme's classes, the list
 * and links carry Docusaurus's (`table-of-contents`, `table-of-contents__link`), so a Docusaurus
 * site's own CSS written for its TOC (badges drawn as dots, link sizes) reaches this one too.
 */
import type { TocNode } from './toc-tree'

/** Docusaurus's class of a TOC link (the active one also gets `table-of-contents__link--active`:
 * theme/runtime/toc-spy.ts). */
const DOCUSAURUS_LINK = 'table-of-contents__link toc-highlight'

/** `rootClass`: Docusaurus's classes of the outermost list (its nested lists have none). */
export function TOCTree({ nodes, rootClass }: { nodes: TocNode[]; rootClass?: string }) {
  return (
    <ul className={rootClass ? `toc__list ${rootClass}` : 'toc__list'}>
      {nodes.map((node) => (
        <li className="toc__item" key={node.id}>
          {node.html === undefined ? (
            <a className={`toc__link ${DOCUSAURUS_LINK}`} href={`#${node.id}`}>
              {node.text}
            </a>
          ) : (
            <a
              className={`toc__link ${DOCUSAURUS_LINK}`}
              href={`#${node.id}`}
              dangerouslySetInnerHTML={{ __html: node.html }}
            />
          )}
          {node.children.length > 0 && <TOCTree nodes={node.children} />}
        </li>
      ))}
    </ul>
  )
}

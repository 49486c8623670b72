/** The docs carrying one tag (R17). */
import type { DocsTagProps } from '../../generator/core/types'
import { plural, tagsIndexHref } from './text'
import { DocShell } from './DocShell'

export function DocsTagPage({ tag, docs, sidebar, meta }: DocsTagProps) {
  return (
    <DocShell sidebar={sidebar} url={meta.url}>
      <article className="markdown">
        <h1>{plural(docs.length, 'doc')} tagged with “{tag.label}”</h1>
        <p><a href={tagsIndexHref(tag.href)}>View all tags</a></p>
      </article>
      <ul className="tagged-list">
        {docs.map((doc) => (
          <li className="tagged-list__item" key={doc.href}>
            <h2 className="tagged-list__title"><a href={doc.href}>{doc.title}</a></h2>
            {doc.description && <p className="tagged-list__description">{doc.description}</p>}
          </li>
        ))}
      </ul>
    </DocShell>
  )
}

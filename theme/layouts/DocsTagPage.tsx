/** The docs carrying one tag (R17); the tag's description from tags.yml under the title. */
import type { DocsTagProps } from '../../generator/core/theme-contract'
import { usePlural, useT } from '../i18n/context'
import { DocShell } from './DocShell'

export function DocsTagPage({ tag, allTagsHref, docs, sidebar, meta, site }: DocsTagProps) {
  const t = useT()
  const plural = usePlural()
  return (
    <DocShell sidebar={sidebar} url={meta.url} flavour={site.flavour}>
      <article className="markdown">
        <h1>
          {t('theme.docs.tagDocListPageTitle', {
            nDocsTagged: plural('theme.docs.tagDocListPageTitle.nDocsTagged', docs.length, { count: docs.length }),
            tagName: tag.label,
          })}
        </h1>
        {tag.description && <p>{tag.description}</p>}
        <p>
          <a href={allTagsHref}>{t('theme.tags.tagsPageLink')}</a>
        </p>
      </article>
      <ul className="tagged-list">
        {docs.map((doc) => (
          <li className="tagged-list__item" key={doc.href}>
            <h2 className="tagged-list__title">
              <a href={doc.href}>{doc.title}</a>
            </h2>
            {doc.description && <p className="tagged-list__description">{doc.description}</p>}
          </li>
        ))}
      </ul>
    </DocShell>
  )
}

/** A generated category index (a category without its own doc): title and a card per child; a versioned
 * site's version banner and badge, as its docs have. */
import type { DocCategoryProps } from '../../generator/core/theme-contract'
import { Breadcrumbs } from '../components/Breadcrumbs'
import { DocCardList } from '../components/DocCardList'
import { DocPaginator } from '../components/DocPaginator'
import { DocVersionBadge, DocVersionBanner } from '../components/DocVersion'
import { DocShell } from './DocShell'

export function DocCategoryPage({ category, sidebar, site, meta }: DocCategoryProps) {
  return (
    <DocShell sidebar={sidebar} url={meta.url} flavour={site.flavour}>
      <DocVersionBanner version={category.version} siteTitle={site.title} />
      <Breadcrumbs crumbs={category.breadcrumbs} homeHref={site.homeHref} />
      <DocVersionBadge version={category.version} />
      <article className="markdown">
        <h1>{category.title}</h1>
        {category.description && <p className="lead">{category.description}</p>}
      </article>
      <DocCardList cards={category.cards} />
      <DocPaginator prev={category.prev} next={category.next} />
    </DocShell>
  )
}

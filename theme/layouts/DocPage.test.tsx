import { describe, expect, test } from 'vitest'
import { DOC_CARD_LIST_MARKER } from '../mdx/DocCardList'
import { makeProps, makeSite, renderToDom } from '../test-fixtures'
import { DocPage } from './DocPage'

describe("theme/layouts: a doc that is a category's page", () => {
  const cards = [{ title: 'Post install', href: '/docs/installation/post-install', description: 'After installing.' }]
  const page = (flavour?: 'docusaurus', html = '<p>Install it.</p>') => {
    const props = makeProps('doc', makeSite(flavour ? { flavour } : {}))
    return renderToDom(<DocPage {...props} doc={{ ...props.doc, html, cards }} />).doc
  }

  test("R2 its children's cards follow the article on a site.config.ts site", () => {
    expect([...page().querySelectorAll('.doc-card__title')].map((c) => c.textContent)).toEqual(['Post install'])
  })

  test("31 a Docusaurus project's shows them only where it says so (<DocCardList />), as theme-classic does (lunarvim.org's installation page ended with a card)", () => {
    expect(page('docusaurus').querySelectorAll('.doc-card__title')).toHaveLength(0)
    expect(
      [...page('docusaurus', `<p>Pick one:</p>${DOC_CARD_LIST_MARKER}`).querySelectorAll('.doc-card__title')].map(
        (c) => c.textContent,
      ),
    ).toEqual(['Post install'])
  })
})

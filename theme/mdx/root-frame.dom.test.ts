// @vitest-environment happy-dom
import { act, createElement, Fragment, type ReactNode } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, test } from 'vitest'
import { hydrateSiteRoot, RootChildren } from './root-frame'

/** A Root that renders `text` before the page. */
const rootSaying =
  (text: () => string) =>
  ({ children }: { children?: ReactNode }) =>
    createElement(Fragment, null, createElement('p', { className: 'notice' }, text()), children)

/** The body as the build writes it: Root's render split at its children, the page inside
 * (generator/stages/render.ts wrapInSiteRoot). */
function pageWith(serverHtml: string): HTMLElement {
  const hole = '<cwc-root style="display:contents"></cwc-root>'
  const at = serverHtml.indexOf(hole)
  document.body.innerHTML = `<cwc-root-frame style="display:contents">${serverHtml.slice(0, at)}<cwc-root style="display:contents"><main id="page"><h1>Page</h1></main></cwc-root>${serverHtml.slice(at + hole.length)}</cwc-root-frame>`
  return document.getElementById('page')!
}

async function hydrate(Root: ReturnType<typeof rootSaying>, errors: unknown[]): Promise<void> {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true
  await act(async () => {
    hydrateSiteRoot(Root, (container, element) =>
      hydrateRoot(container, element, { onRecoverableError: (e) => errors.push(e) }),
    )
  })
}

afterEach(() => {
  document.body.innerHTML = ''
})

describe('theme/mdx/root-frame', () => {
  test('hydrating the frame keeps the page inside it as it is: the same nodes, untouched by React', async () => {
    const Root = rootSaying(() => 'Cookies')
    const page = pageWith(renderToString(createElement(Root, null, createElement(RootChildren))))
    const errors: unknown[] = []
    await hydrate(Root, errors)
    expect(errors).toEqual([])
    expect(document.getElementById('page')).toBe(page)
    expect(document.querySelector('cwc-root-frame > p.notice')?.textContent).toBe('Cookies')
  })

  test("when hydration fails and React draws Root afresh, the page's nodes are moved into the new children element", async () => {
    let side = 'server'
    const Root = rootSaying(() => side)
    const page = pageWith(renderToString(createElement(Root, null, createElement(RootChildren))))
    side = 'browser'
    const errors: unknown[] = []
    await hydrate(Root, errors)
    expect(errors.length).toBeGreaterThan(0) // React's mismatch, recovered by a client render
    expect(document.querySelector('cwc-root-frame > p.notice')?.textContent).toBe('browser')
    expect(document.querySelector('cwc-root-frame > cwc-root > #page')).toBe(page)
  })
})

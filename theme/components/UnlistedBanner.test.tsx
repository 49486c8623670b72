import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { UnlistedBanner } from './UnlistedBanner'

describe('theme/components/UnlistedBanner', () => {
  test('unlisted pages say so in a note; other pages get nothing', () => {
    const html = renderToStaticMarkup(<UnlistedBanner unlisted />)
    expect(html).toContain('role="note"')
    expect(html).toContain('Unlisted page')
    expect(html).toContain('Search engines will not index it')
    expect(renderToStaticMarkup(<UnlistedBanner />)).toBe('')
    expect(renderToStaticMarkup(<UnlistedBanner unlisted={false} />)).toBe('')
  })
})

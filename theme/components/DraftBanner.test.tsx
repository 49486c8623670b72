import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { DraftBanner } from './DraftBanner'

describe('theme/components/DraftBanner', () => {
  test('E8 drafts shown in dev are marked as drafts; other pages get nothing', () => {
    expect(renderToStaticMarkup(<DraftBanner draft />)).toContain('Draft')
    expect(renderToStaticMarkup(<DraftBanner />)).toBe('')
  })
})

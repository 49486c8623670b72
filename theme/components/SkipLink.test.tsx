import { describe, expect, test } from 'vitest'
import { SkipLink } from './SkipLink'
import { renderToDom } from '../test-fixtures'

describe('theme/components/SkipLink', () => {
  test('N6 skip link targets main#__main', () => {
    const link = renderToDom(<SkipLink />).doc.querySelector('a.skip-link')!
    expect(link.getAttribute('href')).toBe('#__main')
    expect(link.textContent).toBe('Skip to main content')
  })
})

import { describe, expect, test } from 'vitest'
import { Footer } from './Footer'
import { makeSite, renderToDom } from '../test-fixtures'

describe('theme/components/Footer', () => {
  test('N7 footer shows only the copyright line', () => {
    const { doc } = renderToDom(<Footer site={makeSite()} />)
    const footer = doc.querySelector('footer.footer')!
    expect(footer.textContent).toBe('Copyright © 2025 Robert Piosik. GPL-3.0 license.')
    expect(footer.querySelectorAll('a, ul')).toHaveLength(0)
  })
})

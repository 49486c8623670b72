import { describe, expect, test } from 'vitest'
import { ThemedImage } from './ThemedImage'
import { renderToDom } from '../test-fixtures'

describe('theme/components/ThemedImage', () => {
  test('S1 renders a light and a dark variant for CSS to choose from', () => {
    const { doc } = renderToDom(<ThemedImage sources={{ light: '/l.svg', dark: '/d.svg' }} alt="Logo" />)
    expect(doc.querySelector('img.themed-image.themed-image--light')?.getAttribute('src')).toBe('/l.svg')
    expect(doc.querySelector('img.themed-image.themed-image--dark')?.getAttribute('src')).toBe('/d.svg')
    expect([...doc.querySelectorAll('img')].map((img) => img.getAttribute('alt'))).toEqual(['Logo', 'Logo'])
  })
})

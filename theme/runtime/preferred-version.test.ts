// @vitest-environment happy-dom
import { beforeEach, describe, expect, test } from 'vitest'
import { PREFERRED_VERSION_KEY, initPreferredVersion, knownVersions, savePreferredVersion } from './preferred-version'
import { createStorage } from './storage'

describe('theme/runtime/preferred-version', () => {
  beforeEach(() => {
    localStorage.clear()
    document.head.innerHTML = ''
  })

  test('S5 the known versions come from meta[name="cwc:versions"], else "current"', () => {
    expect(knownVersions()).toEqual(['current'])
    document.head.innerHTML = '<meta name="cwc:versions" content="current, 1.0">'
    expect(knownVersions()).toEqual(['current', '1.0'])
  })

  test('S5 a stored version that matches no known version is cleared on load', () => {
    const storage = createStorage()
    storage.set(PREFERRED_VERSION_KEY, '0.9')
    expect(initPreferredVersion({ storage })).toBeNull()
    expect(localStorage.getItem('docs-preferred-version-default')).toBeNull()
  })

  test('S5 a known stored version is kept', () => {
    const storage = createStorage()
    savePreferredVersion(storage, 'current')
    expect(initPreferredVersion({ storage })).toBe('current')
    expect(localStorage.getItem('docs-preferred-version-default')).toBe('current')
  })
})

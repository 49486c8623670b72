// @vitest-environment happy-dom
import { describe, expect, test, vi } from 'vitest'
import { normalizeUrl } from './url'

function run(pathname: string, search = '', hash = '') {
  const hist = { state: { scroll: 10 }, replaceState: vi.fn() }
  const result = normalizeUrl({ pathname, search, hash }, hist)
  return { result, hist }
}

describe('theme/runtime/url', () => {
  test.each([
    ['/index.html', '/'],
    ['/api-tools/index.html', '/api-tools/'],
    ['/tips.html', '/tips'],
    ['/docs/api-tools/code-completions.html', '/docs/api-tools/code-completions'],
  ])('L4 %s is replaced by the clean path %s', (from, to) => {
    const { result, hist } = run(from)
    expect(result).toBe(to)
    expect(hist.replaceState).toHaveBeenCalledWith({ scroll: 10 }, '', to)
  })

  test('L4 query and hash are kept', () => {
    const { hist } = run('/tips.html', '?a=1', '#x')
    expect(hist.replaceState).toHaveBeenCalledWith(expect.anything(), '', '/tips?a=1#x')
  })

  test.each(['/', '/tips', '/api-tools/', '/img/logo.svg'])('L4 a clean path (%s) is left alone', (path) => {
    const { result, hist } = run(path)
    expect(result).toBeNull()
    expect(hist.replaceState).not.toHaveBeenCalled()
  })

  test('L4 defaults to the real location and history', () => {
    history.replaceState(null, '', '/a/index.html')
    normalizeUrl()
    expect(location.pathname).toBe('/a/')
  })
})

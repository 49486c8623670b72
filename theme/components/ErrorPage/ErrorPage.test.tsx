import { describe, expect, test } from 'vitest'
import { CrashPage } from './CrashPage'
import { PageError } from './PageError'
import { errorChain } from './error-chain'
import { renderToDom } from '../../test-fixtures'

describe('theme/components/ErrorPage', () => {
  test('E1 crash page: title, "Try again" button and each message with its causes', () => {
    const error = new Error('Render failed', { cause: new TypeError('x is undefined') })
    const { doc } = renderToDom(<CrashPage errors={[error, 'plain']} />)
    const page = doc.querySelector('.crash-page')!
    expect(page.querySelector('h1')?.textContent).toBe('This page crashed.')
    expect(page.querySelector('button.crash-page__retry[data-crash-retry]')?.textContent).toBe('Try again')
    expect([...page.querySelectorAll('.crash-page__message')].map((p) => p.textContent)).toEqual([
      'Render failed',
      'plain',
    ])
    expect(page.querySelector('.crash-page__causes li')?.textContent).toBe('Cause: TypeError: x is undefined')
  })

  test('E1 errorChain stops on cause cycles', () => {
    const a = new Error('a')
    a.cause = a
    expect(errorChain(a).causes).toHaveLength(10)
  })

  test('E2 top-level error page is titled "Page Error"', () => {
    const { doc } = renderToDom(<PageError error={new Error('Layout broke')} />)
    expect(doc.querySelector('.crash-page h1')?.textContent).toBe('Page Error')
    expect(doc.querySelector('.crash-page__message')?.textContent).toBe('Layout broke')
  })
})

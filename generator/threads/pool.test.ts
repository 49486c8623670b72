import { describe, expect, test } from 'vitest'
import { MarkdownError } from '../core/errors.js'
import { chunk, taper, WorkerPool } from './pool.js'

describe('generator/pool', () => {
  test('the main thread can be a member: requests and broadcasts run its handlers, and its errors come back as BuildErrors', async () => {
    const seen: string[] = []
    const pool = new WorkerPool(new URL('./worker.ts', import.meta.url), 0, {
      init: (p: never) => {
        seen.push(`init ${p}`)
        return true
      },
      double: (n: never) => (n as number) * 2,
      fail: () => {
        throw new MarkdownError('bad markdown', { file: '/a.md', line: 3, hint: 'fix it' })
      },
    })
    expect(pool.size).toBe(1)
    expect(await pool.broadcast('init', 'x')).toEqual([true])
    expect(await Promise.all([1, 2, 3].map((n) => pool.run<number, number>('double', n)))).toEqual([2, 4, 6])
    const err = await pool.run('fail', null).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(MarkdownError)
    expect(err).toMatchObject({ message: 'bad markdown', file: '/a.md', line: 3, hint: 'fix it' })
    expect(seen).toEqual(['init x'])
    await pool.close()
  })

  test('a local member answers after the current turn of the event loop, as a worker would', async () => {
    const order: string[] = []
    const pool = new WorkerPool(new URL('./worker.ts', import.meta.url), 0, {
      go: () => {
        order.push('handler')
      },
    })
    const done = pool.run('go', null).then(() => order.push('settled'))
    order.push('after run()')
    await done
    expect(order).toEqual(['after run()', 'handler', 'settled'])
  })

  test('chunk splits a list into batches', () => {
    expect(chunk([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]])
  })

  test('31 taper splits a list into batches that get smaller toward its end, every item once and in order', () => {
    const items = Array.from({ length: 300 }, (_, i) => i)
    const batches = taper(items, 32, 2)
    expect(batches.flat()).toEqual(items)
    const sizes = batches.map((b) => b.length)
    expect(sizes.slice(0, 3)).toEqual([32, 32, 30])
    expect(sizes.slice(-4)).toEqual([1, 1, 1, 1])
    for (let i = 1; i < sizes.length; i++) expect(sizes[i]).toBeLessThanOrEqual(sizes[i - 1]!)
    expect(taper([], 32, 2)).toEqual([])
    // Items that go together are not split, even past the size.
    expect(taper(['a', 'a', 'a', 'b', 'c', 'c'], 2, 1, (x, y) => x === y)).toEqual([['a', 'a', 'a'], ['b'], ['c', 'c']])
  })
})

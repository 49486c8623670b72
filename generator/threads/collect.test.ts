/** The main thread's collections in a large build: what nothing holds any more is gone after one. */
import { describe, expect, test } from 'vitest'
import { collectEvery, collectGarbage } from './collect.js'

const tick = () => new Promise((resolve) => setImmediate(resolve))

describe('threads/collect', () => {
  test('collectGarbage collects what nothing holds any more, without --expose-gc on the command line', async () => {
    let held: number[] | null = Array.from({ length: 100_000 }, (_, i) => i)
    const ref = new WeakRef(held)
    await tick() // a WeakRef's target lives until the end of the job that made it
    held = null
    collectGarbage()
    expect(ref.deref()).toBeUndefined()
  })

  test('collectEvery collects once per `every` units counted', () => {
    let collections = 0
    const collect = collectEvery(10, () => collections++)
    collect(4)
    collect(5)
    expect(collections).toBe(0)
    collect(1)
    expect(collections).toBe(1)
    collect(25)
    expect(collections).toBe(2)
    const never = collectEvery(Infinity, () => collections++)
    never(1e9)
    expect(collections).toBe(2)
  })
})

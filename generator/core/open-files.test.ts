import { describe, expect, test } from 'vitest'
import { withOpenFile } from './open-files.js'

describe('withOpenFile', () => {
  test('runs at most 256 reads at once, every read finishes, errors reach their caller', async () => {
    let running = 0
    let most = 0
    const read = (i: number) =>
      withOpenFile(async () => {
        running++
        most = Math.max(most, running)
        await new Promise((r) => setTimeout(r, 1))
        running--
        if (i === 7) throw new Error('seven')
        return i
      })
    const results = await Promise.allSettled(Array.from({ length: 2000 }, (_, i) => read(i)))
    expect(most).toBe(256)
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1999)
    expect(results[7]).toMatchObject({ status: 'rejected', reason: new Error('seven') })
    // the slots are all free again
    running = 0
    most = 0
    await Promise.all(Array.from({ length: 300 }, (_, i) => read(i + 10)))
    expect(most).toBe(256)
  })
})

import { describe, expect, test } from 'vitest'
import { scaleTable, type ScaleRow } from './bench-scale.js'

const row = (docs: number, coldMs: number, coldRss: number, noopMs: number): ScaleRow => ({
  docs,
  pages: docs + 100,
  coldMs,
  coldCpuMs: coldMs * 1.6,
  coldRss,
  noopMs,
  noopRss: 100 * 1024 ** 2,
  stages: { markdown: coldMs * 0.7, render: coldMs * 0.1, write: 20 },
})

describe('bench --scale table (issue 31, item 4)', () => {
  test('31.4 judges growth, peak memory and the no-op rebuild against the targets', () => {
    const table = scaleTable([row(10_000, 150_000, 900 * 1024 ** 2, 1200), row(50_000, 900_000, 1.6 * 1024 ** 3, 2500)])
    expect(table).toContain('**6.00×** ✗ (≤ 5.5×; 5× the docs)')
    expect(table).toContain('**1638 MB** ✗ (≤ 1.5 GB)')
    expect(table).toContain('**900 MB** ✓')
    expect(table).toMatch(/\*\*2\.50 s\*\* ✓ \(< 3 s\)/)
    expect(table).not.toContain('write') // stages under 100 ms are left out
  })
})

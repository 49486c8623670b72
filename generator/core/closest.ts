/** The known name closest to a misspelt one, for "did you mean" hints. */

/** Closest known name (edit distance ≤ 3). */
export function closest(name: string, known: string[]): string | null {
  let best: string | null = null
  let bestD = 4
  for (const k of known) {
    const d = editDistance(name, k)
    if (d < bestD) {
      bestD = d
      best = k
    }
  }
  return best
}

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1))
      prev = tmp
    }
  }
  return row[b.length]!
}

/**
 * A full garbage collection of this thread's heap, for the points where a large build has just
 * let go of much (threads/stage-runner.ts). V8 collects once the heap reaches its growing factor
 * times what was live after the last collection (1.8, launch.mjs): a main thread that lets go of
 * every doc's markdown while it takes in their compiled pages (~450 MB each way at 50,000 docs)
 * would otherwise carry that garbage into its peak. `--expose-gc` is set at run time, and the
 * collector taken from a fresh context, so no command line has to carry it.
 */
import v8 from 'node:v8'
import { runInNewContext } from 'node:vm'

let gc: (() => void) | null | undefined

/** Collect now; a no-op where V8 does not give its collector. */
export function collectGarbage(): void {
  if (gc === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc')
      const found: unknown = runInNewContext('typeof gc === "function" ? gc : null')
      gc = typeof found === 'function' ? (found as () => void) : null
    } catch {
      gc = null
    }
  }
  gc?.()
}

/** A counter that collects (`collect`) every `every` units counted. */
export function collectEvery(every: number, collect: () => void = collectGarbage): (units: number) => void {
  let since = 0
  return (units) => {
    since += units
    if (since < every) return
    since = 0
    collect()
  }
}

/**
 * The build's steps: each stage runs as a timed, labelled step that reports its start and its
 * time, is marked ✗ when it fails (its error rethrown unchanged), and stops when the build is
 * aborted (VitePress utils/task.ts).
 */

/** Where a build is: the stage running and, in stages that count pages, how many are done. */
export interface Progress {
  stage: string
  done: number
  total: number
}

/** What the steps read of the build's options. */
export interface StepOptions {
  /** Print step lines. */
  log?: (line: string) => void
  /** Called as a build moves on (each stage's start). */
  progress?: (p: Progress) => void
  /** Stops the build: a step that has not finished is abandoned (`write` cleans up itself). */
  signal?: AbortSignal
}

/** Timed, labelled steps: each reports its start, its time and ✓/✗, and stops when the build is aborted. */
export function stepper(options: StepOptions) {
  const timings: Record<string, number> = {}
  const step = async <T>(label: string, fn: () => Promise<T> | T): Promise<T> => {
    const start = performance.now()
    options.progress?.({ stage: label, done: 0, total: 0 })
    try {
      options.signal?.throwIfAborted()
      // Nothing is on disk before `write`, so other steps are simply abandoned on abort; `write` cleans up itself.
      const result = await (label === 'write' ? fn() : untilAborted(fn(), options.signal))
      const ms = Math.round(performance.now() - start)
      // A build of several locales runs each stage once per locale: its time is their sum.
      timings[label] = (timings[label] ?? 0) + ms
      options.log?.(`✓ ${label.padEnd(9)} ${ms} ms`)
      return result
    } catch (err) {
      options.log?.(`✗ ${label}`)
      throw err
    }
  }
  return { step, timings }
}

/** `promise`, or a rejection as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T> | T, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return Promise.resolve(promise)
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    Promise.resolve(promise)
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
  })
}

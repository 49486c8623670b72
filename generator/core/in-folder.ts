/**
 * Site code run from the site's folder, as Docusaurus runs it (its config, its plugins' hooks, its
 * PostCSS plugins): relative paths and `process.cwd()` are the site's. Only the main thread can
 * change folders; a worker runs the code where it is. The generator's own paths are absolute, so
 * what runs beside it meanwhile is not affected.
 */
import { isMainThread } from 'node:worker_threads'

/** `fn`'s result, run with the process in `dir` (the main thread), the folder restored after. */
export async function inFolder<T>(dir: string, fn: () => Promise<T> | T): Promise<T> {
  const cwd = process.cwd()
  if (isMainThread) process.chdir(dir)
  try {
    return await fn()
  } finally {
    if (isMainThread) process.chdir(cwd)
  }
}

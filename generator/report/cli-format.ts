/** How the CLI prints errors: BuildErrors without a stack, grouped by file; others in full. */
import { BuildError } from '../core/errors.js'

/** Readable text of any thrown value. */
export function formatError(err: unknown): string {
  if (err instanceof BuildError) {
    let text = err.format()
    let cause = err.cause as Error | undefined
    while (cause && !(err.constructor.name === 'AggregateBuildError')) {
      if (!text.includes(cause.message)) text += `\n  caused by: ${cause.message.split('\n')[0]}`
      cause = cause.cause as Error | undefined
    }
    return text
  }
  return err instanceof Error ? (err.stack ?? err.message) : String(err)
}

/** Flatten an error and its `cause` chain into messages for the crash page (E1). */

export interface ErrorEntry {
  /** `Name: message` of the error. */
  message: string
  /** Messages of its causes, outermost first. */
  causes: string[]
}

/** Message of any thrown value. */
export function describeError(error: unknown): string {
  if (error instanceof Error)
    return error.name && error.name !== 'Error' ? `${error.name}: ${error.message}` : error.message
  return String(error)
}

/** The error and its causes (at most 10, to survive cycles). */
export function errorChain(error: unknown): ErrorEntry {
  const causes: string[] = []
  let cause = error instanceof Error ? error.cause : undefined
  while (cause !== undefined && causes.length < 10) {
    causes.push(describeError(cause))
    cause = cause instanceof Error ? cause.cause : undefined
  }
  return { message: describeError(error), causes }
}

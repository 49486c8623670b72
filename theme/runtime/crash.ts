/**
 * Crash pages (E1, E2): when a route cannot be shown, `#__layout` is replaced by "This page
 * crashed." with the error messages (and their `cause` chain) and a "Try again" button. If even
 * that fails, the whole body becomes a bare "Page Error" document.
 */

/** Options of {@link showCrashPage}. */
export interface CrashOptions {
  /** What "Try again" does. @default location.reload() */
  retry?: () => void
  doc?: Document
}

/** The messages of an error and of its causes, outermost first. */
export function errorMessages(error: unknown): string[] {
  const out: string[] = []
  for (let e = error, i = 0; e !== undefined && i < 10; e = (e as { cause?: unknown })?.cause, i++) {
    out.push(e instanceof Error ? `${e.name === 'Error' ? '' : e.name + ': '}${e.message}` : String(e))
  }
  return out
}

/** Show the crash page inside the layout (navbar and footer stay), or the bare error page. */
export function showCrashPage(error: unknown, { retry = () => location.reload(), doc = document }: CrashOptions = {}): void {
  console.error(error)
  try {
    const layout = doc.getElementById('__layout')
    if (!layout) throw new Error('Expected a #__layout element in the page')
    const main = render(doc, 'This page crashed.', error, retry)
    main.id = '__main'
    main.className = 'crash-page'
    main.tabIndex = -1
    layout.replaceChildren(main)
    doc.title = 'This page crashed.'
    main.querySelector('h1')!.focus()
  } catch (failure) {
    doc.title = 'Page Error'
    doc.body.replaceChildren(render(doc, 'Page Error', new Error('The page could not be shown', { cause: error }), retry))
    console.error(failure)
  }
}

function render(doc: Document, title: string, error: unknown, retry: () => void): HTMLElement {
  const main = doc.createElement('main')
  const h1 = main.appendChild(doc.createElement('h1'))
  h1.textContent = title
  h1.tabIndex = -1
  errorMessages(error).forEach((message, i) => {
    const p = main.appendChild(doc.createElement('p'))
    p.textContent = i ? `Cause: ${message}` : message
  })
  const button = main.appendChild(doc.createElement('button'))
  button.type = 'button'
  button.textContent = 'Try again'
  button.setAttribute('data-crash-retry', '')
  button.addEventListener('click', retry)
  return main
}

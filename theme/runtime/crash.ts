/**
 * Crash pages (E1, E2): when a route cannot be shown, `#__layout` is replaced by "This page
 * crashed." with the error messages (and their `cause` chain) and a "Try again" button. If even
 * that fails, the whole body becomes a bare "Page Error" document. Words in the page's language (strings.ts).
 */

/** Options of {@link showCrashPage}. */
export interface CrashOptions {
  /** What "Try again" does. @default location.reload() */
  retry?: () => void
  doc?: Document
  /** The runtime's `uiText` (strings.ts), passed so that this chunk and the runtime share no module (a shared
   * one would be a chunk every page loads). @default English */
  text?: (key: string, en: string, doc: Document) => string
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
export function showCrashPage(
  error: unknown,
  { retry = () => location.reload(), doc = document, text = (_key, en) => en }: CrashOptions = {},
): void {
  console.error(error)
  const uiText = (key: string, en: string) => text(key, en, doc)
  try {
    const layout = doc.getElementById('__layout')
    if (!layout) throw new Error('Expected a #__layout element in the page')
    const main = doc.createElement('main')
    main.id = '__main'
    main.tabIndex = -1
    const title = uiText('crash', 'This page crashed.')
    main.append(render(doc, title, error, retry, uiText))
    layout.replaceChildren(main)
    doc.title = title
    main.querySelector('h1')!.focus()
  } catch (failure) {
    doc.title = uiText('fatal', 'Page Error')
    const section = render(doc, doc.title, error, retry, uiText)
    section.classList.add('crash-page--fatal')
    doc.body.replaceChildren(section)
    console.error(failure)
  }
}

/** The theme's crash markup (theme/components/ErrorPage/CrashPage.tsx), built by hand. */
function render(
  doc: Document,
  title: string,
  error: unknown,
  retry: () => void,
  uiText: (key: string, en: string) => string,
): HTMLElement {
  const el = <K extends keyof HTMLElementTagNameMap>(
    tag: K,
    parent: Element,
    className: string,
    text = '',
  ): HTMLElementTagNameMap[K] => {
    const e = parent.appendChild(doc.createElement(tag))
    e.className = className
    e.textContent = text
    return e
  }
  const section = doc.createElement('section')
  section.className = 'crash-page'
  section.setAttribute('role', 'alert')
  el('h1', section, 'crash-page__title', title).tabIndex = -1
  const button = el('button', section, 'crash-page__retry button', uiText('retry', 'Try again'))
  button.type = 'button'
  button.setAttribute('data-crash-retry', '')
  button.addEventListener('click', retry)
  const [message, ...causes] = errorMessages(error)
  const item = el('li', el('ul', section, 'crash-page__errors'), 'crash-page__error')
  el('p', item, 'crash-page__message', message)
  if (causes.length) {
    const list = el('ul', item, 'crash-page__causes')
    const prefix = uiText('cause', 'Cause: {cause}')
    for (const cause of causes) el('li', list, '', prefix.replace('{cause}', cause))
  }
  return section
}

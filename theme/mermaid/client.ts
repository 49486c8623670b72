/**
 * The mermaid diagrams' script (bundled apart from the runtime by
 * generator/stages/client/mermaid.ts, with the `mermaid` package, and imported by the runtime only on
 * pages that have a mermaid container, DOM.md). Each container's source (`pre.mermaid-source`)
 * is drawn into an SVG beside it with the site's mermaid theme for the colour mode
 * (`themeConfig.mermaid.theme`) and options; the source is hidden once the diagram is there and
 * shown again if it cannot be drawn. A colour mode switch (`data-theme` on `<html>`) draws the
 * page's diagrams again; the runtime calls `render()` after each client-side navigation.
 */
import mermaid from 'mermaid'

/** The site's settings, written into the bundle (stages/client/mermaid.ts `define`). */
declare const __CWC_MERMAID__: { theme: { light: string; dark: string }; options: Record<string, unknown> }
const settings = __CWC_MERMAID__

let queue: Promise<void> = Promise.resolve()
let count = 0

/** The colour mode the page shows (bootstrap and color-mode set `data-theme`). */
const mode = (): 'light' | 'dark' => (document.documentElement.getAttribute('data-theme') === 'dark' ? 'dark' : 'light')

/** Draw every diagram of the page that is not drawn in the current theme yet (one at a time: mermaid keeps
 * global state). */
async function drawAll(): Promise<void> {
  const theme = settings.theme[mode()]
  // mermaid's `initialize` options; `theme` is the colour mode's, and nothing starts on its own.
  mermaid.initialize({ ...settings.options, startOnLoad: false, theme } as Parameters<typeof mermaid.initialize>[0])
  for (const container of document.querySelectorAll<HTMLElement>('.docusaurus-mermaid-container[data-mermaid]')) {
    if (container.getAttribute('data-mermaid-theme') === theme) continue
    const source = container.querySelector('pre.mermaid-source')
    if (!source) continue
    let holder = container.querySelector<HTMLElement>(':scope > .mermaid-diagram')
    try {
      const { svg, bindFunctions } = await mermaid.render(`mermaid-svg-${++count}`, source.textContent ?? '')
      if (!holder) {
        holder = document.createElement('div')
        holder.className = 'mermaid-diagram'
        container.append(holder)
      }
      holder.innerHTML = svg
      bindFunctions?.(holder)
      source.setAttribute('hidden', '')
      container.setAttribute('data-mermaid-theme', theme)
    } catch (error) {
      // A diagram mermaid cannot read stays readable as its source.
      holder?.remove()
      source.removeAttribute('hidden')
      container.setAttribute('data-mermaid-error', String((error as Error)?.message ?? error).split('\n')[0]!)
      console.error('[mermaid] could not draw a diagram', error)
      // mermaid leaves the element of a failed render in <body>.
      document.getElementById(`dmermaid-svg-${count}`)?.remove()
    }
  }
}

/** Draw the page's diagrams (after load and after each client-side navigation). */
export function render(): Promise<void> {
  queue = queue.then(drawAll, drawAll)
  return queue
}

/** The runtime's page-module entry (theme/runtime/index.ts): called on each page that has a diagram. */
export function mount(): void {
  void render()
}

// The colour mode switch draws the diagrams again in the other theme.
new MutationObserver(() => {
  for (const c of document.querySelectorAll('.docusaurus-mermaid-container[data-mermaid-theme]'))
    c.removeAttribute('data-mermaid-theme')
  void render()
}).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] })

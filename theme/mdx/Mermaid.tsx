/**
 * `@theme/Mermaid` (Docusaurus's theme-mermaid): `<Mermaid value="graph TD; A-->B" />` renders the
 * mermaid container of DOM.md, the same markup as a ```` ```mermaid ```` fence
 * (stages/markdown/rehype-mermaid.ts): the source as code, drawn by the diagrams' script.
 */
import { MERMAID_ATTR, MERMAID_CLASS } from '../../generator/core/theme-contract'

export function Mermaid({ value }: { value: string }) {
  return (
    <div className={MERMAID_CLASS} {...{ [MERMAID_ATTR]: '' }}>
      <pre className="mermaid-source">
        <code>{value}</code>
      </pre>
    </div>
  )
}

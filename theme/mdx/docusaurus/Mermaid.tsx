/**
 * `@theme/Mermaid`: a mermaid diagram's source. Until mermaid diagrams are drawn, it is shown as
 * a code block (the compatibility report says so for `@docusaurus/theme-mermaid`); this module
 * is the one place to change when they are.
 */
import { CodeBlock } from '../CodeBlock'

/** The diagram's source as a `mermaid` code block. */
export function Mermaid({ value }: { value: string }) {
  return <CodeBlock language="mermaid">{value}</CodeBlock>
}

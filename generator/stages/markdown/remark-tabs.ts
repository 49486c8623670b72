/**
 * Tabs: a `:::tabs{groupId="pm"}` container, split into tabs by `::tab[Label]{value="x"}`
 * lines, becomes `div.tabs[data-group-id]` > `div.tabs__list[role=tablist]` >
 * `button.tabs__tab[role=tab]` plus one `div.tabs__panel[role=tabpanel]` per tab. The first
 * tab is selected and the other panels are `hidden`; without JS the CSS shows every panel
 * under its `p.tabs__label` instead. theme/runtime/tabs.ts switches and syncs them.
 */
import type { BlockContent, DefinitionContent, Paragraph, PhrasingContent, Root } from 'mdast'
import type { ContainerDirective } from 'mdast-util-directive'
import { visit } from './walk.js'
import type { VFile } from 'vfile'

type Tab = { label: PhrasingContent[]; value: string; content: (BlockContent | DefinitionContent)[] }

const textOf = (nodes: PhrasingContent[]): string =>
  nodes.map((n) => ('value' in n ? n.value : 'children' in n ? textOf(n.children) : '')).join('')

/** Turn `:::tabs` containers into accessible tabs; the `::tab` lines are consumed. */
export function remarkTabs() {
  return (tree: Root, file: VFile) => {
    let count = 0 // ids are unique per document: tabs-{n}-{i}
    visit(tree, 'containerDirective', (node: ContainerDirective) => {
      if (node.name !== 'tabs') return
      const n = ++count
      const before: (BlockContent | DefinitionContent)[] = []
      const tabs: Tab[] = []
      for (const child of node.children) {
        if (child.type === 'leafDirective' && child.name === 'tab') {
          const label = child.children.length
            ? child.children
            : [{ type: 'text' as const, value: `Tab ${tabs.length + 1}` }]
          tabs.push({ label, value: child.attributes?.value || textOf(label).trim(), content: [] })
        } else (tabs.at(-1)?.content ?? before).push(child)
      }
      if (!tabs.length)
        file.message('Expected `::tab[Label]` lines inside `:::tabs`; shown as plain content', { place: node.position })
      if (before.length && tabs.length)
        file.message('Content before the first `::tab[Label]` of `:::tabs` is shown above the tabs', {
          place: before[0]!.position,
        })
      const id = (i: number) => `tabs-${n}-${i + 1}`
      const list: Paragraph = {
        type: 'paragraph',
        data: { hName: 'div', hProperties: { className: ['tabs__list'], role: 'tablist' } },
        children: tabs.map((t, i) => ({
          type: 'emphasis',
          data: {
            hName: 'button',
            hProperties: {
              type: 'button',
              className: ['tabs__tab'],
              role: 'tab',
              id: id(i),
              ariaSelected: String(i === 0),
              ariaControls: [`${id(i)}-panel`],
              tabIndex: i === 0 ? 0 : -1,
              dataValue: t.value,
            },
          },
          children: t.label,
        })),
      }
      const panels = tabs.map(
        (t, i): BlockContent => ({
          type: 'blockquote',
          data: {
            hName: 'div',
            hProperties: {
              className: ['tabs__panel'],
              role: 'tabpanel',
              id: `${id(i)}-panel`,
              ariaLabelledBy: [id(i)],
              tabIndex: 0,
              hidden: i > 0,
              dataValue: t.value,
            },
          },
          children: [
            {
              type: 'paragraph',
              data: { hProperties: { className: ['tabs__label'] } },
              children: structuredClone(t.label),
            },
            ...t.content,
          ],
        }),
      )
      const groupId = node.attributes?.groupId
      // hName marks the directive as handled, so remark-admonitions leaves it alone.
      node.data = { hName: 'div', hProperties: { className: ['tabs'], ...(groupId ? { dataGroupId: groupId } : {}) } }
      node.children = tabs.length ? [...before, list, ...panels] : before
    })
  }
}

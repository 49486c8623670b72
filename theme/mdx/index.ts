/**
 * The theme's side of MDX: what content gets from `@theme/…` and `@docusaurus/…` imports,
 * and the components every MDX page has without importing them. The components render the
 * same static HTML as the equivalent markdown (DOM.md), so the CSS and the client runtime
 * serve both.
 */
import { ThemedImage } from '../components/ThemedImage'
import { Admonition } from './Admonition'
import { BrowserOnly } from './BrowserOnly'
import { CodeBlock } from './CodeBlock'
import { Details } from './Details'
import { ExecutionEnvironment, useAllPluginInstancesData, useGlobalData, usePluginData } from './environment'
import { DocCardList } from './DocCardList'
import { Head } from './Head'
import { Heading } from './Heading'
import { Layout } from './Layout'
import { IdealImage } from './IdealImage'
import { Link } from './Link'
import { Mermaid } from './Mermaid'
import { TabItem } from './TabItem'
import { Tabs } from './Tabs'
import { TOCInline } from './TOCInline'
import { Translate, translate } from './Translate'
import { useBaseUrl, useBaseUrlUtils } from './useBaseUrl'
import { useDocusaurusContext } from './useDocusaurusContext'
import { useIsBrowser } from './useIsBrowser'
import { DOCUSAURUS_MODULES } from './docusaurus/index'
import { PassThrough } from './docusaurus/theme-common'

export { recordImageSize } from './IdealImage'
export { mdxSite, setMdxSite, takeLayoutFacts, type LayoutFacts, type MdxDocs, type MdxSite } from './site'

/** Components every MDX page gets without importing them (as in Docusaurus's MDXComponents). */
export const MDX_GLOBALS: Record<string, unknown> = { Details, Head }

/** Module specifier → module object (what `import X from spec` / `import {a} from spec` read). */
export const MDX_MODULES: Record<string, Record<string, unknown>> = {
  '@theme/Tabs': { default: Tabs },
  '@theme/TabItem': { default: TabItem },
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/Admonition': { default: Admonition },
  '@theme/Details': { default: Details },
  '@theme/DocCardList': { default: DocCardList },
  '@theme/ThemedImage': { default: ThemedImage },
  '@theme/Heading': { default: Heading },
  '@theme/Layout': { default: Layout },
  '@theme/TOCInline': { default: TOCInline },
  '@theme/Mermaid': { default: Mermaid },
  '@theme/IdealImage': { default: IdealImage },
  '@docusaurus/Link': { default: Link },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/Head': { default: Head },
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/useIsBrowser': { default: useIsBrowser },
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/useGlobalData': { default: useGlobalData, usePluginData, useAllPluginInstancesData },
  // theme-common, router, plugin-content-docs/client, Interpolate, …: theme/mdx/docusaurus/.
  ...DOCUSAURUS_MODULES,
}

// A site's own src/theme/MDXComponents usually spreads ours: `{ ...MDXComponents, Highlight }`.
// `@theme/MDXContent`, Docusaurus's provider of the MDX components around MDX a page renders
// (`<MDXContent><Index /></MDXContent>`): markdown a module imports renders with the site's MDX components
// here already.
MDX_MODULES['@theme/MDXContent'] = { default: PassThrough }
MDX_MODULES['@theme/MDXComponents'] = { default: MDX_GLOBALS }

export { Unprovided } from './environment'
export { REDIRECT_ATTR } from './docusaurus/router'

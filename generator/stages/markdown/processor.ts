/**
 * Stage 3, markdown: SourceFile → CompiledPage. What the rest of the build imports of the stage:
 * `createProcessor` and `compileMarkdown` (dispatch.ts: one processor, each source compiled by its
 * format), the processor's options (options.ts) and the plugin list both formats run (plugins.ts).
 */
export { compileMarkdown, copyRepeatedPage, createProcessor } from './dispatch.js'
export { endProbe, startProbe, type Probe, type RepeatOrigin } from './repeat-copy.js'
export {
  CODE_CACHE_LIMIT,
  createCodeCache,
  getHighlighter,
  mdxSiteConfig,
  processorOptions,
  type ProcessorOptions,
} from './options.js'
export { TRUNCATE_RE } from './markdown-file.js'
export { firstParagraph } from './first-paragraph.js'

/**
 * The bundles every locale of a build shares, started together when the build starts (they take
 * longer than the content stage, so the bundle step, between the markdown and render stages, finds
 * them made): the client runtime, the site's custom CSS and clientModules, and the mermaid script.
 * One set for every locale: their assets sit at the root and every page links them there.
 */
import { MAIN_THREAD, type BundleResult, type SiteConfig } from '../../core/types.js'
import { bundleClient, bundleClientModules, bundleCustomCss, withClientModules, withCustomCss } from '../bundle.js'
import { bundleMermaid, withMermaid } from './mermaid.js'

/** The build's memo of bundles: `reuse` gives the bundle `make` makes, or the same one an earlier build made. */
export interface BundleMemo {
  reuse<T>(name: string, key: string, make: (read: Set<string>) => Promise<T>): Promise<T>
}

/** The shared bundles, started: awaited by `join`. */
export interface SharedBundles {
  client: Promise<BundleResult>
  customCss: ReturnType<typeof bundleCustomCss>
  clientModules: ReturnType<typeof bundleClientModules>
  mermaid: ReturnType<typeof bundleMermaid>
}

/** Start the shared bundles (`given`: the client bundle a dev server made already). */
export function startSharedBundles(config: SiteConfig, memo: BundleMemo, given?: BundleResult) {
  const reuse: BundleMemo['reuse'] = (name, key, make) => memo.reuse(name, key, make)
  const bundles: SharedBundles = {
    client: given ? Promise.resolve(given) : reuse('client', '', (read) => bundleClient(config, read)),
    // mermaid is large: it starts right after the client.
    mermaid: reuse('mermaid', '', (read) => bundleMermaid(config, read)),
    // With the site's PostCSS plugins (Tailwind scans the content for class names), made every build.
    customCss: config[MAIN_THREAD]?.postcssPlugins?.length
      ? bundleCustomCss(config)
      : reuse('custom-css', '', (read) => bundleCustomCss(config, read)),
    clientModules: reuse('client-modules', '', (read) => bundleClientModules(config, read)),
  }
  // Awaited by `join`: a build that fails first (in its content) leaves no unhandled rejection.
  for (const p of Object.values(bundles)) p.catch(() => {})
  return bundles
}

/** The client bundle with the site's CSS, clientModules and mermaid in its files and manifest. */
export async function joinSharedBundles(bundles: SharedBundles): Promise<BundleResult> {
  const [client, customCss, clientModules, mermaid] = await Promise.all([
    bundles.client,
    bundles.customCss,
    bundles.clientModules,
    bundles.mermaid,
  ])
  return withMermaid(withClientModules(withCustomCss(client, customCss), clientModules), mermaid)
}

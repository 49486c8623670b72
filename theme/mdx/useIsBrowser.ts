/** `@docusaurus/useIsBrowser`: content renders only at build time, so never in a browser. */

/** Always false. */
export function useIsBrowser(): boolean {
  return false
}

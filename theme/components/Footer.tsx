/** Site footer: only the copyright line, no link lists (N7). */
import type { SiteData } from '../../generator/core/types'

export function Footer({ site }: { site: SiteData }) {
  return (
    <footer className="footer">
      <p className="footer__copyright">{site.footer.copyright}</p>
    </footer>
  )
}

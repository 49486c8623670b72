/**
 * Site footer: link columns when the config has some (Docusaurus's `footer.links`), then the
 * copyright line. `style: 'dark'` makes it a dark band in both colour modes, as in Docusaurus.
 */
import type { SiteData } from '../../generator/core/types'
import { isExternal, withBase } from '../../generator/core/paths'
import { Link } from './Link'

export function Footer({ site }: { site: SiteData }) {
  const { links, style, copyright } = site.footer
  return (
    <footer className={`footer${style === 'dark' ? ' footer--dark' : ''}`}>
      {links.length > 0 && (
        <div className="footer__links">
          {links.map((column) => (
            <nav className="footer__column" key={column.title} aria-label={column.title}>
              <p className="footer__title">{column.title}</p>
              <ul className="footer__items">
                {column.items.map((item) => <li key={item.href + item.label}><Link className="footer__link" href={isExternal(item.href) ? item.href : withBase(site.baseUrl, item.href)}>{item.label}</Link></li>)}
              </ul>
            </nav>
          ))}
        </div>
      )}
      {copyright && <p className="footer__copyright">{copyright}</p>}
    </footer>
  )
}

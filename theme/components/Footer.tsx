/**
 * Site footer: link columns when the config has some (Docusaurus's `footer.links`), then the
 * copyright line (both may hold HTML, as in Docusaurus). `style: 'dark'` makes it a dark band in both colour modes, as in Docusaurus.
 */
import type { SiteData } from '../../generator/core/theme-contract'
import { isExternal, withBase } from '../../generator/core/paths'
import { Link } from './Link'
import { pageHref } from './url'

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
                {column.items.map((item, i) => 'html' in item
                  ? <li key={i} className="footer__item--html" dangerouslySetInnerHTML={{ __html: item.html }} />
                  : <li key={i}><Link className="footer__link" href={isExternal(item.href) ? item.href : pageHref(site, withBase(site.baseUrl, item.href))}>{item.label}</Link></li>)}
              </ul>
            </nav>
          ))}
        </div>
      )}
      {/* HTML, as in Docusaurus (`Copyright © 2025 <a href=…>Me</a>`). */}
      {copyright && <p className="footer__copyright" dangerouslySetInnerHTML={{ __html: copyright }} />}
    </footer>
  )
}

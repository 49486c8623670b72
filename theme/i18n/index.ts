/**
 * `t(site, id)`: a theme component's words in the page's locale. `site.i18n.messages` is the
 * locale's whole table (built-in + the site's code.json), made once per locale by the routes
 * stage, so a component only looks an id up.
 */
import type { SiteData } from '../../generator/core/theme-contract'
import { EN, interpolate, pluralForm, type MessageId } from './messages'

export {
  EN,
  BUILT_IN,
  messagesFor,
  isThemeMessage,
  interpolate,
  pluralForm,
  type MessageId,
  type Messages,
} from './messages'

type WithI18n = Pick<SiteData, 'locale'> & { i18n?: Pick<SiteData['i18n'], 'messages'> }

/** The message of `id` in the site's locale, `{placeholders}` filled. */
export function t(site: WithI18n, id: MessageId, values?: Record<string, string | number>): string {
  const message = site.i18n?.messages[id] ?? EN[id]
  return values ? interpolate(message, values) : message
}

/** A plural message (`theme.blog.post.plurals`…) for `count`, `{count}`-style placeholders filled from `values`. */
export function tPlural(site: WithI18n, id: MessageId, count: number, values: Record<string, string | number>): string {
  return interpolate(pluralForm(site.i18n?.messages[id] ?? EN[id], count, site.locale.htmlLang), values)
}

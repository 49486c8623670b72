/** The package's types (`import { defineConfig, type UserConfig } from 'cwc-site'`); the code is index.mjs. */
import type { UserConfig } from './core/types.js'

export type {
  AnnouncementBarConfig,
  Budget,
  ColorModeConfig,
  FooterColumn,
  HtmlTagConfig,
  I18nConfig,
  LocaleConfig,
  MermaidConfig,
  NavbarItemConfig,
  ProblemPolicy,
  RedirectRule,
  RedirectsConfig,
  SidebarItemConfig,
  UserConfig,
} from './core/types.js'

/** Identity helper that gives `site.config.ts` its types. */
export declare function defineConfig(config: UserConfig): UserConfig

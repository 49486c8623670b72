/** `@docusaurus/constants`: the constants Docusaurus's client code and themes import (same values). */
export const DEFAULT_PLUGIN_ID = 'default'
export const DEFAULT_BUILD_DIR_NAME = 'build'
export const DEFAULT_CONFIG_FILE_NAME = 'docusaurus.config'
export const BABEL_CONFIG_FILE_NAME = 'babel.config.js'
export const GENERATED_FILES_DIR_NAME = '.docusaurus'
export const SRC_DIR_NAME = 'src'
export const DEFAULT_STATIC_DIR_NAME = 'static'
export const OUTPUT_STATIC_ASSETS_DIR_NAME = 'assets'
export const THEME_PATH = `${SRC_DIR_NAME}/theme`
export const DEFAULT_I18N_DIR_NAME = 'i18n'
export const CODE_TRANSLATIONS_FILE_NAME = 'code.json'
export const DEFAULT_PORT = 3000
export const WEBPACK_URL_LOADER_LIMIT = 10000

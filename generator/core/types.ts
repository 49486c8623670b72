/**
 * The contracts between the generator's stages (config → content → markdown → routes →
 * render → bundle → write), split by who reads them and re-exported here so importers need not
 * change: what authors write (user-config.ts), the resolved config (site-config.ts), what passes
 * between stages (pipeline.ts) and what the theme reads (theme-contract.ts).
 */
export * from './user-config.js'
export * from './site-config.js'
export * from './pipeline.js'
export * from './theme-contract.js'

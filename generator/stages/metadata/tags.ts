/**
 * Tags as Docusaurus 3 reads them: the tags file (`tags.yml` in the docs folder and in the blog
 * folder: `key: { label, description, permalink }`) and each page's `tags` front matter (keys
 * or labels, or the legacy `{ label, permalink }` objects). A tag in the file gets its label,
 * description and permalink; any other tag is "inline": its label as written and the kebab case
 * of it as permalink (`v5` → `v-5`), and — when a tags file exists — a warning, as Docusaurus's
 * default `onInlineTags: 'warn'` gives. A tag's URL is `<docs or blog>/tags/<permalink>`.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { capitalize, kebabCase } from '../../core/kebab-case.js'
import { BuildError, throwAll } from '../../core/errors.js'
import type { TagDefinition, TagsFile } from '../../core/types.js'
import { closest } from '../../core/closest.js'
import { isRecord, parseDataFile, permalinkProblem, type DataFile } from './data-file.js'

/** The name Docusaurus reads in each content folder. */
export const TAGS_FILE = 'tags.yml'

/** A tag as the front matter writes it. */
export type FrontMatterTag = string | { label: string; permalink: string }

/** A tag with its permalink (a path under `<base>/tags`), as pages show it. */
export interface ResolvedTag extends TagDefinition {
  /** Not from the tags file. */
  inline: boolean
}

const TAG_FIELDS = ['label', 'description', 'permalink']

/**
 * Check and normalize a parsed tags file: each key maps to nothing (label = the key capitalized,
 * permalink = `/` + its kebab case) or to `{ label, description, permalink }` (each optional).
 * Unknown fields, non-string values and two tags with one permalink are errors naming the line.
 */
export function tagsFromData(data: DataFile): TagsFile {
  const tags: TagsFile = {}
  const errors: BuildError[] = []
  if (data.data === null || data.data === undefined) return tags
  if (!isRecord(data.data)) {
    throw new BuildError('The tags file must map each tag key to its label, description and permalink', {
      file: data.file,
      line: 1,
      hint: 'Write `key:` followed by indented `label:`, `description:`, `permalink:` for each tag.',
    })
  }
  for (const [key, entry] of Object.entries(data.data)) {
    if (entry !== null && !isRecord(entry)) {
      errors.push(
        new BuildError(`tag "${key}" must be a mapping (label, description, permalink) or empty`, {
          file: data.file,
          line: data.line(key),
          hint: `Write the fields of "${key}" indented under it, or leave it empty for the defaults.`,
        }),
      )
      continue
    }
    const fields = entry ?? {}
    let ok = true
    for (const [field, value] of Object.entries(fields)) {
      if (!TAG_FIELDS.includes(field)) {
        const near = closest(field, TAG_FIELDS)
        errors.push(
          new BuildError(`tag "${key}": unknown field \`${field}\``, {
            file: data.file,
            line: data.line(key, field),
            hint: near
              ? `Did you mean \`${near}\`? A tag has label, description and permalink.`
              : 'A tag has label, description and permalink.',
          }),
        )
        ok = false
      } else if (value !== null && typeof value !== 'string') {
        errors.push(
          new BuildError(`tag "${key}": \`${field}\` must be a string, got ${JSON.stringify(value)}`, {
            file: data.file,
            line: data.line(key, field),
            hint: `Quote the value of \`${field}\`.`,
          }),
        )
        ok = false
      }
    }
    if (!ok) continue
    const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)
    const permalink = text(fields.permalink) ?? '/' + kebabCase(key)
    const bad = permalinkProblem(permalink)
    if (bad) {
      errors.push(
        new BuildError(`tag "${key}": the permalink "${permalink}" ${bad}`, {
          file: data.file,
          line: data.line(key, 'permalink') ?? data.line(key),
          hint: 'Give the tag a `permalink:` such as /my-tag (letters, digits, hyphens).',
        }),
      )
      continue
    }
    tags[key] = { label: text(fields.label) ?? capitalize(key), description: text(fields.description), permalink }
  }
  const byPermalink = new Map<string, string[]>()
  for (const [key, tag] of Object.entries(tags))
    byPermalink.set(tag.permalink, [...(byPermalink.get(tag.permalink) ?? []), key])
  for (const [permalink, keys] of byPermalink) {
    if (keys.length > 1)
      errors.push(
        new BuildError(`tags ${keys.map((k) => `"${k}"`).join(' and ')} have the same permalink "${permalink}"`, {
          file: data.file,
          line: data.line(keys[1]!),
          hint: 'Give each tag its own `permalink`.',
        }),
      )
  }
  throwAll(errors)
  return tags
}

/** The tags file of a content folder (`tags.yml`), or null when there is none. */
export async function readTagsFile(dir: string): Promise<{ tags: TagsFile | null; file: string }> {
  const file = path.join(dir, TAGS_FILE)
  let text: string
  try {
    text = await fs.readFile(file, 'utf8')
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT' || (err as NodeJS.ErrnoException).code === 'ENOTDIR')
      return { tags: null, file }
    throw new BuildError(`Could not read the tags file: ${(err as Error).message}`, {
      file,
      cause: err,
      hint: 'Check that the file is readable.',
    })
  }
  if (!text.trim()) return { tags: {}, file }
  return { tags: tagsFromData(parseDataFile(text, file, 'tags file')), file }
}

/** The `tags` front matter as a list (a single string is one tag; anything else was refused by the
 * front-matter check). */
export function frontMatterTags(value: unknown): FrontMatterTag[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? [value] : []
  return list.filter(
    (t): t is FrontMatterTag =>
      typeof t === 'string' || (isRecord(t) && typeof t.label === 'string' && typeof t.permalink === 'string'),
  )
}

/** A front-matter tag with its label, permalink and description (Docusaurus's `normalizeTag`). */
export function resolveTag(tag: FrontMatterTag, tagsFile: TagsFile | null): ResolvedTag {
  if (typeof tag === 'string') {
    const known = tagsFile?.[tag]
    if (known) return { ...known, inline: false }
    return { label: tag, permalink: kebabCase(tag), inline: true }
  }
  return { label: tag.label, permalink: tag.permalink, inline: true }
}

import fs from 'node:fs'; import path from 'node:path'
const pagefind = await import('pagefind')
const root = '/tmp/rnw-out'
const files = []
const walk = (d) => { for (const e of fs.readdirSync(d, { withFileTypes: true })) { const f = path.join(d, e.name); if (e.isDirectory()) { if (!/^(\d|next|pagefind|__data|assets)/.test(e.name)) walk(f) } else if (e.name.endsWith('.html')) files.push(f) } }
walk(root)
const main = (h) => { const a = h.indexOf('<main'); const b = h.lastIndexOf('</main>'); return a < 0 ? h : '<html><body>' + h.slice(a, b + 7) + '</body></html>' }
const strip = (h) => h.replace(/<pre\b[\s\S]*?<\/pre>/g, (pre) => pre.replace(/<span\b[^>]*>|<\/span>/g, ''))
const base = files.sort().map((f) => ({ url: '/' + path.relative(root, f), content: main(fs.readFileSync(f, 'utf8')) }))
const sigs = []
for (const [label, docs] of [['main', base], ['stripped', base.map((d) => ({ ...d, content: strip(d.content) }))]]) {
  let t = performance.now()
  const { index } = await pagefind.createIndex({ rootSelector: 'main article', forceLanguage: 'en' })
  await Promise.all(docs.map((d) => index.addHTMLFile(d)))
  const t1 = performance.now() - t; t = performance.now()
  const out = await index.getFiles()
  const t2 = performance.now() - t
  const frag = out.files.filter((f) => f.path.startsWith('fragment')).map((f) => f.path).sort().join()
  console.log(label, docs.length, 'MB', (docs.reduce((n, d) => n + d.content.length, 0) / 1e6).toFixed(1), `add ${t1.toFixed(0)} getFiles ${t2.toFixed(0)} files ${out.files.length}`, 'fragset', frag.length)
  sigs.push(new Map(out.files.map((f) => [f.path, Buffer.from(f.content).toString('base64')])))
  await index.deleteIndex()
}
const [a, b] = sigs; let diff = 0; for (const [k, v] of a) if (b.get(k) !== v) { diff++; if (diff < 5) console.log('differs', k) }
console.log('files differing', diff, 'of', a.size, 'only in b', [...b.keys()].filter((k) => !a.has(k)).length)
await pagefind.close()

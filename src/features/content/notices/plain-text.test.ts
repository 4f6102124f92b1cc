import { expect, it } from 'vitest';
import { plainText } from './plain-text';

const RUN = 'window.__pwned=1';

/** What a browser makes of the same HTML, parsed inertly, each block on a line of its own: the preview must read the same. */
function browserText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('script,style,template,noscript').forEach((node) => node.remove());
  template.content.querySelectorAll('p,div,li,br,h2,h3,ul,ol,tr,td').forEach((block) => {
    block.before(' ');
    block.after(' ');
  });
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}

it('gives a plain-text preview of a notice without attaching, running or loading anything', () => {
  expect(plainText(`<p>Hello <b>there</b></p><script>${RUN}</script><img src=x onerror="${RUN}">`)).toBe('Hello there');
  expect((window as { __pwned?: number }).__pwned).toBeUndefined();
});

it('reads notices as the browser reads them: entities, comments, attributes holding markup, dropped blocks', () => {
  const notices = [
    '<p>Maintenance on <strong>Nov 30</strong>, 2:00&nbsp;AM &ndash; 4:00&nbsp;AM. Deposits &amp; withdrawals pause.</p>',
    '<p>Bagong laro: <a href="/m/gameCenter?vassalage=JILI" title="a > b">Super Ace</a> &#8369;1,000 &#x20B1;2</p>',
    '<div><img alt="x>y" src="/cdn/a.png"><br>Line two<!-- hidden --> ends</div>',
    '<style>p{color:red}</style><p>Styled</p><noscript>no</noscript><template><p>kept away</p></template>',
    '<p>Quote: &ldquo;Tala&rdquo; &lsquo;PH&rsquo; &hellip; &copy; 2026 &unknown; &#0; 5 &lt; 6</p>',
    '<p>Unclosed script follows</p><script>alert(1)',
    '<p>  spaced\n\n\tout  </p>',
    '<p>Upgrade on <strong>Dec 3</strong>.</p><ul><li>Log in paused.</li><li>Rounds settle.</li></ul><p>Thanks!</p>',
    '<div>One<br>Two</div><div>Three</div><table><tr><td>A</td><td>B</td></tr></table>',
  ];
  for (const html of notices) expect(plainText(html), html).toBe(browserText(html));
});

it('keeps a space between paragraphs, list items and lines, as the notice shows them', () => {
  expect(plainText('<p>Upgrade on <strong>Dec 3</strong>.</p><ul><li>Log in paused.</li><li>Rounds settle.</li></ul>')).toBe(
    'Upgrade on Dec 3. Log in paused. Rounds settle.',
  );
  expect(plainText('Line one<br>Line two<BR/>Line three')).toBe('Line one Line two Line three');
});

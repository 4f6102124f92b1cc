/** The text of platform HTML, for previews: parsed inertly (a template's content), nothing attached, run or loaded. */
export function plainText(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  template.content.querySelectorAll('script,style,template,noscript').forEach((node) => node.remove());
  return (template.content.textContent ?? '').replace(/\s+/g, ' ').trim();
}

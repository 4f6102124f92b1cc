/** Tiny builders for the seed's HTML bodies; the text they receive is written in this folder, never user input. */
export const p = (text: string) => `<p>${text}</p>`;
export const h4 = (text: string) => `<h4>${text}</h4>`;
export const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const ol = (items: string[]) => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
export const strong = (text: string) => `<strong>${text}</strong>`;

export function table(head: [string, string], rows: [string, string][]): string {
  const header = `<thead><tr><th>${head[0]}</th><th>${head[1]}</th></tr></thead>`;
  const body = rows.map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('');
  return `<table>${header}<tbody>${body}</tbody></table>`;
}

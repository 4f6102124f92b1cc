import type { FastifyInstance } from 'fastify';
import type { Language } from '../../../contract/domain';
import { escapeXml } from '../art/svg';
import type { AppContext } from '../http/context';
import { gameIconUrl, primaryCdn, vendorIconUrl } from '../services/catalogue/rows';
import { VENDOR_DEMO_PATH } from '../services/lobby/launch';
import type { SportsService } from '../services/sports';

/** The page's words in the product's languages; brand and game names stay as they are. */
const WORDS: Record<Language, Record<'demo' | 'note' | 'back' | 'ended' | 'by' | 'match', string>> = {
  EN: {
    demo: 'Demo',
    note: 'Reference platform: a real launch opens this provider’s game here. No money moves on this page.',
    back: 'Back to Tala',
    ended: 'This game session has ended. Open the game again from the lobby.',
    by: 'by',
    match: 'Opened at the match',
  },
  TY: {
    demo: 'Demo',
    note: 'Pansubok na plataporma: sa totoong pagbukas, dito lalabas ang laro ng provider na ito. Walang perang gumagalaw sa pahinang ito.',
    back: 'Bumalik sa Tala',
    ended: 'Tapos na ang session ng larong ito. Buksan muli ang laro mula sa lobby.',
    by: 'mula sa',
    match: 'Binuksan sa laban',
  },
};

const STYLE = `
*{box-sizing:border-box}body{margin:0;min-height:100vh;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;background:#120f1f;color:#fff}
.frame{min-height:100vh;border:6px solid #ffb400;display:flex;flex-direction:column}
.ribbon{background:#ffb400;color:#1a1200;font-weight:800;letter-spacing:.2em;text-transform:uppercase;text-align:center;padding:6px}
main{flex:1;display:flex;flex-direction:column;align-items:center;gap:16px;padding:24px 20px;text-align:center}
.vendor{width:160px;height:64px}.art{width:200px;height:200px;border-radius:24px}
h1{margin:0;font-size:24px;line-height:1.25}.by{margin:0;color:#d6d0ea}.match{margin:0;padding:12px 16px;border-radius:12px;background:#241d3d;line-height:1.5}.match strong{display:block}.note{max-width:32em;color:#e8e4f5;line-height:1.5}
a{display:inline-block;min-height:44px;padding:12px 24px;border-radius:999px;background:#ffb400;color:#1a1200;font-weight:700;text-decoration:none}
`;

interface LaunchedGame {
  game_id: string;
  game_name: string;
  vendor: string;
  vendor_name: string;
  match_id: string | null;
}

/**
 * A third-party game's page on the reference platform. A real platform's launch answers
 * the provider's own game address; this platform has no providers behind it, so it serves
 * a stand-in per vendor: the vendor's mark, the game's art and name, and a frame that
 * plainly says "Demo". The launch token is the page's only key, as with a provider.
 */
export function registerVendorDemoRoutes(app: FastifyInstance, ctx: AppContext, sports: Pick<SportsService, 'describe'>): void {
  app.get<{ Params: { vendor: string }; Querystring: { launch?: string; lang?: string } }>(
    `${VENDOR_DEMO_PATH}/:vendor`,
    async (request, reply) => {
      const language: Language = request.query.lang === 'EN' ? 'EN' : 'TY';
      const words = WORDS[language];
      const token =
        typeof request.query.launch === 'string' && /^[A-Za-z0-9_-]{16,64}$/.test(request.query.launch) ? request.query.launch : '';
      const { rows } = await ctx.db.query<LaunchedGame>(
        `SELECT g.game_id, g.game_name, g.vendor, v.display_name AS vendor_name, l.match_id
           FROM game_launches l JOIN games g ON g.node_id = l.node_id JOIN vendors v ON v.code = g.vendor
          WHERE l.token = $1 AND g.vendor = $2 AND l.expires_at > now()`,
        [token, request.params.vendor],
      );
      const game = rows[0];
      // No script at all: the platform's content security policy (inline styles allowed) covers this page too.
      void reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
      const cdn = primaryCdn(ctx.config.imageCDNs);
      // A sports book opened at a match names it, as the book's own page would open on it.
      const match = game?.match_id ? await sports.describe(game.match_id) : null;
      const matchNote = match
        ? `<p class="match" data-match="${escapeXml(game?.match_id ?? '')}">${words.match}<strong>${escapeXml(match.home)} – ${escapeXml(match.away)}</strong>${escapeXml(match.league)}</p>`
        : '';
      const body = game
        ? `<img class="vendor" src="${escapeXml(vendorIconUrl(cdn, game.vendor))}" alt="${escapeXml(game.vendor_name)}">
<img class="art" src="${escapeXml(gameIconUrl(cdn, game.game_id))}" alt="" width="200" height="200">
<h1>${escapeXml(game.game_name)}</h1><p class="by">${words.by} ${escapeXml(game.vendor_name)}</p>${matchNote}`
        : `<h1>${words.ended}</h1>`;
      if (!game) void reply.code(404);
      return `<!doctype html><html lang="${language === 'EN' ? 'en' : 'tl'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeXml(game?.game_name ?? words.demo)} · ${words.demo}</title>
<style>${STYLE}</style></head><body><div class="frame" data-demo-frame>
<div class="ribbon" role="note">${words.demo}</div>
<main>${body}<p class="note">${words.note}</p><a href="/m/home">${words.back}</a></main></div></body></html>`;
    },
  );
}

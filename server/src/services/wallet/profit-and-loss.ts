import type { ProfitAndLoss } from '../../../../contract/payments';
import type { Database } from '../../db/database';
import type { Session } from '../../http/context';
import { centsText } from './money';
import { resolveRange } from './records';
import type { RecordsQuery } from './deposits';

interface Figures {
  bets: number;
  wins: number;
  bonuses: number;
  rebates: number;
}

const empty = (): Figures => ({ bets: 0, wins: 0, bonuses: 0, rebates: 0 });
const net = (f: Figures) => f.wins + f.bonuses + f.rebates - f.bets;
const asText = (f: Figures) => ({
  bets: centsText(f.bets),
  wins: centsText(f.wins),
  bonuses: centsText(f.bonuses),
  rebates: centsText(f.rebates),
  net: centsText(net(f)),
});

/**
 * The member's result over a range: per Asia/Manila day and per game type, what was bet
 * (settled stakes net of refunds, on the day they settled), won, given as bonuses and returned
 * as rebates, and the net of it all. Summed in the database in centavos (bigint), never in
 * floating point.
 */
export async function profitAndLoss(
  db: Database,
  session: Session,
  input: Omit<RecordsQuery, 'cursor' | 'pageSize'>,
): Promise<ProfitAndLoss> {
  const { from, to } = resolveRange(input);
  const { rows } = await db.query<{ day: string; kind: string; game_type: string | null; cents: unknown }>(
    `SELECT to_char(p.at AT TIME ZONE 'Asia/Manila', 'YYYY-MM-DD') AS day, p.kind, g.game_type, sum(p.cents) AS cents
     FROM (
       SELECT s.counted_at AS at, 'BET' AS kind, s.node_id, s.stake_cents AS cents FROM stakes s
        WHERE s.member_id = $1 AND s.wallet_kind = 'REAL' AND s.settled AND s.counted_at >= $2 AND s.counted_at < $3
       UNION ALL
       SELECT l.created_at, l.kind, r.node_id, (l.amount * 100)::bigint FROM ledger l
       LEFT JOIN (SELECT round_id, node_id FROM slot_rounds
                  UNION ALL SELECT round_id, node_id FROM hilo_rounds
                  UNION ALL SELECT l.sub_order_no, t.node_id FROM draw_lines l JOIN draw_tickets t ON t.ticket_id = l.ticket_id) r
         ON r.round_id = l.round_id AND l.kind = 'WIN'
       WHERE l.wallet_id = (SELECT id FROM wallets WHERE member_id = $1 AND kind = 'REAL')
         AND l.kind IN ('WIN', 'BONUS', 'REBATE') AND l.created_at >= $2 AND l.created_at < $3
     ) p
     LEFT JOIN games g ON g.node_id = p.node_id
     GROUP BY 1, 2, 3`,
    [session.memberId, from, to],
  );
  const totals = empty();
  const days = new Map<string, Figures>();
  const categories = new Map<string, Figures>();
  for (const row of rows) {
    const cents = Math.abs(Number(row.cents));
    const field = ({ BET: 'bets', WIN: 'wins', BONUS: 'bonuses', REBATE: 'rebates' } as const)[row.kind as 'BET'];
    const day = days.get(row.day) ?? empty();
    days.set(row.day, day);
    day[field] += cents;
    totals[field] += cents;
    if (field === 'bets' || field === 'wins') {
      const type = row.game_type ?? 'OTHER';
      const category = categories.get(type) ?? empty();
      categories.set(type, category);
      category[field] += cents;
    }
  }
  return {
    totals: asText(totals),
    days: [...days].sort(([a], [b]) => (a < b ? 1 : -1)).map(([date, figures]) => ({ date, ...asText(figures) })),
    categories: [...categories]
      .sort(([, a], [, b]) => b.bets - a.bets)
      .map(([gameType, f]) => ({ gameType, bets: centsText(f.bets), wins: centsText(f.wins), net: centsText(f.wins - f.bets) })),
  };
}

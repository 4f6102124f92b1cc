-- Every stake a member has put at play, net of what was given back: the one source of every figure
-- built on bets (bonus turnover, rebates, VIP, missions, leaderboards, agents' team bets, salary and
-- dividends, profit and loss, loss limits and the reality check).
--
-- A slot spin, a Hi-Lo guess or a bet written straight to the ledger is one row, settled when it is
-- placed. A Tala 3D ticket's single BET line is replaced by one row per line: a cancelled line (its
-- stake refunded) is no row at all, an open line is a row not yet settled, and a line counts as
-- settled from the moment its draw is drawn. So buying lines and cancelling them before the cut-off
-- adds nothing to any figure, and a stake still waiting for its draw earns nothing until it has played.
--
-- placed_ledger_id is the BET line that took the stake: figures counted "since" a ledger line (a
-- bonus grant, the last rebate) compare it. counted_at is when the stake counts in a period: its
-- placement for a settled-at-once round, the draw's settlement for a draw line.
CREATE VIEW stakes AS
SELECT w.member_id, l.wallet_id, w.kind AS wallet_kind, l.round_id, coalesce(s.node_id, h.node_id) AS node_id,
       (-l.amount * 100)::bigint AS stake_cents, l.id AS placed_ledger_id, l.created_at AS placed_at,
       true AS settled, l.created_at AS counted_at
FROM ledger l
JOIN wallets w ON w.id = l.wallet_id
LEFT JOIN slot_rounds s ON s.round_id = l.round_id AND s.wallet_id = l.wallet_id
LEFT JOIN hilo_rounds h ON h.round_id = l.round_id AND h.wallet_id = l.wallet_id
WHERE l.kind = 'BET'
  AND NOT EXISTS (SELECT 1 FROM draw_tickets t WHERE t.ticket_id = l.round_id AND t.wallet_id = l.wallet_id)
UNION ALL
SELECT t.member_id, t.wallet_id, w.kind, dl.sub_order_no, t.node_id,
       (dl.stake * 100)::bigint, b.id, b.created_at,
       dl.status = 'SETTLED', CASE WHEN dl.status = 'SETTLED' THEN d.settled_at END
FROM draw_lines dl
JOIN draw_tickets t ON t.ticket_id = dl.ticket_id
JOIN draws d ON d.draw_no = t.draw_no
JOIN wallets w ON w.id = t.wallet_id
JOIN ledger b ON b.wallet_id = t.wallet_id AND b.round_id = t.ticket_id AND b.kind = 'BET'
WHERE dl.status <> 'CANCELLED';

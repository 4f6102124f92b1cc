-- Tala 3D, the in-house numbers draw: draws every few minutes, tickets whose lines stay open
-- (cancellable for their stake back, REFUND) until the draw's cut-off, settled once at the draw.
ALTER TABLE ledger DROP CONSTRAINT ledger_kind_check;

ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check CHECK (kind IN (
  'DEMO_CREDIT', 'BET', 'WIN', 'DEPOSIT', 'BONUS', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'REBATE',
  'REWARD', 'TRANSFER_OUT', 'TRANSFER_IN', 'AGENT_SALARY', 'AGENT_DIVIDEND', 'REFUND'
));

-- One row per draw that sold a ticket; `numbers` and `settled_at` are written once, at the draw.
CREATE TABLE draws (
  draw_no TEXT PRIMARY KEY,
  node_id BIGINT NOT NULL REFERENCES games(node_id),
  draw_at TIMESTAMPTZ NOT NULL,
  closes_at TIMESTAMPTZ NOT NULL,
  numbers TEXT CHECK (numbers ~ '^[0-9]{3}$'),
  settled_at TIMESTAMPTZ
);

CREATE INDEX draws_due ON draws (draw_at) WHERE settled_at IS NULL;

CREATE TABLE draw_tickets (
  ticket_id TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL,
  wallet_id BIGINT NOT NULL REFERENCES wallets(id),
  node_id BIGINT NOT NULL REFERENCES games(node_id),
  launch_token TEXT NOT NULL REFERENCES game_launches(token),
  draw_no TEXT NOT NULL REFERENCES draws(draw_no),
  -- The stake of the lines not cancelled, and what the lines won.
  bet NUMERIC(18,2) NOT NULL CHECK (bet >= 0),
  win NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (win >= 0),
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SETTLED', 'CANCELLED')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX draw_tickets_member_time ON draw_tickets (member_id, created_at DESC);
CREATE INDEX draw_tickets_draw ON draw_tickets (draw_no);

CREATE TABLE draw_lines (
  sub_order_no TEXT PRIMARY KEY,
  ticket_id TEXT NOT NULL REFERENCES draw_tickets(ticket_id),
  line_no SMALLINT NOT NULL,
  pick TEXT NOT NULL CHECK (pick ~ '^[0-9]{3}$'),
  stake NUMERIC(18,2) NOT NULL CHECK (stake > 0),
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'SETTLED', 'CANCELLED')),
  win NUMERIC(18,2) NOT NULL DEFAULT 0 CHECK (win >= 0),
  closed_at TIMESTAMPTZ,
  UNIQUE (ticket_id, line_no)
);

-- A catalogue seeded before the draw existed gets the game too (a fresh one gets it from the seed).
INSERT INTO games (node_id, game_id, game_code, game_name, vendor, game_type, is_new, support_free_play, is_h5, play_type, lotto_mode, min_bet, min_line, sort_order)
SELECT (SELECT max(node_id) + 1 FROM games), 'bgs-4', '4', 'Tala 3D', 'BGS', 'LOTT', true, false, true, 'trad', 'Lott', 1, 1,
       (SELECT coalesce(max(sort_order), 0) + 1 FROM games WHERE vendor = 'BGS')
WHERE EXISTS (SELECT 1 FROM vendors WHERE code = 'BGS') AND NOT EXISTS (SELECT 1 FROM games WHERE game_id = 'bgs-4');

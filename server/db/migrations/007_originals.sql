-- The in-house Hi-Lo: the card on the table for each launch, and every round for bet history.
-- Cards are 0-51: rank (ace low) = card % 13 + 1, suit = card / 13 (spades, hearts, diamonds, clubs).

ALTER TABLE game_launches ADD COLUMN hilo_card SMALLINT CHECK (hilo_card BETWEEN 0 AND 51);

CREATE TABLE hilo_rounds (
  round_id TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL,
  wallet_id BIGINT NOT NULL REFERENCES wallets(id),
  node_id BIGINT NOT NULL REFERENCES games(node_id),
  launch_token TEXT NOT NULL REFERENCES game_launches(token),
  bet NUMERIC(18,2) NOT NULL CHECK (bet > 0),
  win NUMERIC(18,2) NOT NULL CHECK (win >= 0),
  balance_after NUMERIC(18,2) NOT NULL,
  result JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX hilo_rounds_member_time ON hilo_rounds (member_id, created_at DESC);

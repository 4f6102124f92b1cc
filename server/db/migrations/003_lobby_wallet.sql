-- Favourites, recent games, launches, wallets with their append-only ledger, demo-slot rounds and idempotency records.
-- Members live in the accounts tables; member ids are kept here without a foreign key so this area stands on its own.

CREATE TABLE favourites (
  member_id BIGINT NOT NULL,
  node_id BIGINT NOT NULL REFERENCES games(node_id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (member_id, node_id)
);

CREATE INDEX favourites_member_time ON favourites (member_id, created_at DESC);

CREATE TABLE recent_games (
  member_id BIGINT NOT NULL,
  node_id BIGINT NOT NULL REFERENCES games(node_id),
  last_played_at TIMESTAMPTZ NOT NULL DEFAULT clock_timestamp(),
  play_count INT NOT NULL DEFAULT 1,
  PRIMARY KEY (member_id, node_id)
);

CREATE INDEX recent_games_member_time ON recent_games (member_id, last_played_at DESC);

-- A write a client may repeat (an offline favourite toggle sent again, a retried request) is done once per key.
CREATE TABLE idempotency_records (
  member_id BIGINT NOT NULL,
  idem_key TEXT NOT NULL,
  call_name TEXT NOT NULL,
  response JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, idem_key)
);

-- One wallet per member and money kind: REAL money, or PLAY money for trial accounts and free play.
CREATE TABLE wallets (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('REAL', 'PLAY')),
  currency TEXT NOT NULL,
  balance NUMERIC(18,2) NOT NULL CHECK (balance >= 0),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_id, kind)
);

-- Append-only: rows are inserted, never updated or deleted. A wallet's balance always equals the sum of its entries.
CREATE TABLE ledger (
  id BIGSERIAL PRIMARY KEY,
  wallet_id BIGINT NOT NULL REFERENCES wallets(id),
  kind TEXT NOT NULL CHECK (kind IN ('DEMO_CREDIT', 'BET', 'WIN')),
  amount NUMERIC(18,2) NOT NULL,
  balance_after NUMERIC(18,2) NOT NULL CHECK (balance_after >= 0),
  round_id TEXT,
  idem_key TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (wallet_id, idem_key)
);

CREATE UNIQUE INDEX ledger_round_kind ON ledger (wallet_id, round_id, kind) WHERE round_id IS NOT NULL;
CREATE INDEX ledger_wallet_id ON ledger (wallet_id, id DESC);

-- One launch of one game by one member; the game page plays under its token.
CREATE TABLE game_launches (
  token TEXT PRIMARY KEY,
  member_id BIGINT NOT NULL,
  node_id BIGINT NOT NULL REFERENCES games(node_id),
  wallet_kind TEXT NOT NULL CHECK (wallet_kind IN ('REAL', 'PLAY')),
  free_play BOOLEAN NOT NULL,
  prize_mode TEXT,
  play_type TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX game_launches_member ON game_launches (member_id, created_at DESC);

-- Every demo-slot round, for bet history; the round id is the client's idempotency key.
CREATE TABLE slot_rounds (
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

CREATE INDEX slot_rounds_member_time ON slot_rounds (member_id, created_at DESC);

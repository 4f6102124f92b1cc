-- Hardening: sessions know their door; sealed bodies are accepted once; the sealing key is
-- shared by every instance; abuse limits are counted where every instance sees them; game
-- names are searched through a trigram index.

-- The door a session was made through: member calls refuse agents' sessions and the other way round.
ALTER TABLE sessions ADD COLUMN door TEXT NOT NULL DEFAULT 'member' CHECK (door IN ('member', 'agent'));

-- The one sealing key of the platform, shared by its instances (see server/src/crypto/sealing-key.ts).
CREATE TABLE sealing_keys (
  slot INT PRIMARY KEY CHECK (slot = 1),
  key_id TEXT NOT NULL,
  public_key TEXT NOT NULL,
  private_key TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- Each sealed body's nonce, accepted once; kept past the acceptance window, then deleted in small batches.
CREATE TABLE sealed_nonces (
  nonce TEXT PRIMARY KEY,
  expires_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX sealed_nonces_expiry ON sealed_nonces (expires_at);

-- Searching games by any part of their name: a normalised (lower-case) copy of the name, kept by the
-- database, under a trigram index, instead of lower-casing and reading every game on every search.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

ALTER TABLE games ADD COLUMN search_name TEXT GENERATED ALWAYS AS (lower(game_name)) STORED;

CREATE INDEX games_search_name_trigram ON games USING gin (search_name gin_trgm_ops);

-- Abuse limits by address and overall (SMS, username checks, captchas), seen alike by every instance.
CREATE TABLE rate_events (
  id BIGSERIAL PRIMARY KEY,
  bucket TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX rate_events_bucket ON rate_events (bucket, at);

CREATE INDEX captchas_expiry ON captchas (expires_at);

-- The planner needs statistics for the new column to choose the index (the embedded database never analyses on its own).
ANALYZE games;

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

-- Searching games by any part of their name uses a trigram index instead of reading every game.
CREATE EXTENSION IF NOT EXISTS pg_trgm;

CREATE INDEX games_name_trigram ON games USING gin (lower(game_name) gin_trgm_ops);

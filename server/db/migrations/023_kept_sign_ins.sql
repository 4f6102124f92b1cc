-- "Keep me signed in" on a device: a long-lived credential the platform holds for one device. The
-- device keeps only a random token (in a cookie scripts cannot read); the platform keeps its hash.
-- Every use retires the token and issues the next: a retired token shown again means it was copied,
-- and the device's sign-in ends with every session it made.
CREATE TABLE kept_sign_ins (
  id TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  door TEXT NOT NULL CHECK (door IN ('member', 'agent')),
  device_label TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_used_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ,
  ip TEXT
);

CREATE INDEX kept_sign_ins_member ON kept_sign_ins (member_id) WHERE revoked_at IS NULL;

CREATE TABLE kept_sign_in_tokens (
  token_hash TEXT PRIMARY KEY,
  kept_sign_in_id TEXT NOT NULL REFERENCES kept_sign_ins(id),
  issued_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  retired_at TIMESTAMPTZ
);

CREATE INDEX kept_sign_in_tokens_owner ON kept_sign_in_tokens (kept_sign_in_id);

ALTER TABLE sessions ADD COLUMN kept_sign_in_id TEXT REFERENCES kept_sign_ins(id);
CREATE INDEX sessions_kept_sign_in ON sessions (kept_sign_in_id) WHERE kept_sign_in_id IS NOT NULL;

-- Proofs of a phone number from an outside verifier (an ID token naming the number): each is accepted
-- once, so a captured token cannot register or reset a password a second time. Kept until it expires.
CREATE TABLE phone_verifier_tokens (
  token_hash TEXT PRIMARY KEY,
  phone_number TEXT NOT NULL,
  purpose TEXT NOT NULL,
  used_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL
);

CREATE INDEX phone_verifier_tokens_expiry ON phone_verifier_tokens (expires_at);

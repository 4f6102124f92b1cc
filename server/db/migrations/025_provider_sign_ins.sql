-- Signing in with an outside identity provider (Google, Facebook). An identity is the provider's
-- subject for one person; it belongs to at most one member, and a member links at most one per provider.
CREATE TABLE member_identities (
  provider TEXT NOT NULL CHECK (provider IN ('google', 'facebook')),
  subject TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  label TEXT NOT NULL,
  linked_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject),
  UNIQUE (member_id, provider)
);

-- One sign-in or link in progress, from the start to the provider's answer and on to the session.
-- Only hashes of the state and of the browser's binding are kept: they are only compared. The PKCE
-- verifier and the nonce are needed as they are to finish the flow, and live ten minutes at most.
CREATE TABLE provider_sign_in_flows (
  id TEXT PRIMARY KEY,
  binding_hash TEXT NOT NULL,
  provider TEXT NOT NULL CHECK (provider IN ('google', 'facebook')),
  intent TEXT NOT NULL CHECK (intent IN ('signIn', 'link')),
  member_id INTEGER REFERENCES members(id),
  door TEXT NOT NULL CHECK (door IN ('member', 'agent')),
  redirect_path TEXT,
  keep_signed_in BOOLEAN NOT NULL DEFAULT false,
  affiliate_code TEXT,
  code_verifier TEXT NOT NULL,
  nonce TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  identity_subject TEXT,
  identity_label TEXT,
  identity_name TEXT,
  signed_in_member_id INTEGER REFERENCES members(id),
  error TEXT,
  -- The sign-in was answered (finishProviderSignIn); a new identity then waits for its account.
  finished_at TIMESTAMPTZ,
  -- The new identity became an account (registerWithProvider): once.
  registered_at TIMESTAMPTZ
);

CREATE INDEX provider_sign_in_flows_binding ON provider_sign_in_flows (binding_hash);
CREATE INDEX provider_sign_in_flows_expiry ON provider_sign_in_flows (expires_at);

-- Members and agents, their sessions, and the short-lived secrets that prove who is asking:
-- captchas, SMS codes and e-mail reset codes. Passwords and tokens are stored hashed only.

CREATE TABLE members (
  id SERIAL PRIMARY KEY,
  username TEXT NOT NULL,
  username_key TEXT NOT NULL UNIQUE,
  password_hash TEXT,
  payment_password_hash TEXT,
  type SMALLINT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'disabled')),
  nickname TEXT,
  payee_name TEXT,
  email TEXT,
  country_dialing_code TEXT,
  mobile_num TEXT,
  id_number TEXT,
  qq_num TEXT,
  facebook TEXT,
  wechat TEXT,
  line TEXT,
  whatsapp TEXT,
  zalo TEXT,
  birthday DATE,
  affiliate_code TEXT UNIQUE,
  upline_id INTEGER REFERENCES members(id),
  recommender_id TEXT,
  club_label TEXT,
  register_method TEXT,
  register_url TEXT,
  register_domain TEXT,
  register_ip TEXT,
  first_login_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX members_mobile ON members (country_dialing_code, mobile_num) WHERE mobile_num IS NOT NULL;
CREATE INDEX members_upline ON members (upline_id);
CREATE INDEX members_register_ip ON members (register_ip, created_at);

-- A token is 256 random bits handed to the client once; only its SHA-256 is kept.
CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL UNIQUE,
  member_id INTEGER NOT NULL REFERENCES members(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  revoked_at TIMESTAMPTZ,
  ip TEXT
);

CREATE INDEX sessions_member ON sessions (member_id);

-- Failed logins by the name tried (known or not, so an unknown name locks exactly like a real one).
CREATE TABLE login_failures (
  id BIGSERIAL PRIMARY KEY,
  login_key TEXT NOT NULL,
  ip TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX login_failures_key ON login_failures (login_key, at);

CREATE TABLE login_locks (
  login_key TEXT PRIMARY KEY,
  locked_until TIMESTAMPTZ NOT NULL
);

-- Every login attempt by client address, for the per-address rate limit.
CREATE TABLE login_attempts (
  id BIGSERIAL PRIMARY KEY,
  ip TEXT NOT NULL,
  at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX login_attempts_ip ON login_attempts (ip, at);

-- A captcha is answered once: checking it deletes it.
CREATE TABLE captchas (
  id TEXT PRIMARY KEY,
  answer TEXT NOT NULL,
  purpose TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL
);

CREATE TABLE sms_codes (
  id BIGSERIAL PRIMARY KEY,
  country_dialing_code TEXT NOT NULL,
  mobile_num TEXT NOT NULL,
  purpose TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  attempts INT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  ip TEXT
);

CREATE INDEX sms_codes_number ON sms_codes (country_dialing_code, mobile_num, created_at);

CREATE TABLE password_resets (
  id BIGSERIAL PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  code_hash TEXT NOT NULL,
  attempts INT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ
);

CREATE INDEX password_resets_member ON password_resets (member_id, created_at);

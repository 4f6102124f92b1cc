-- The member centre: claimable rewards, rebates claimed from valid bets, and transfers to the upline.

-- A reward waiting for its member (a promotion bonus, a level-up or birthday reward, a mission prize, a referral reward).
-- One row per member and source key: the same level-up or friend never grants twice. Claiming credits the wallet once
-- (the ledger line's idem key is `reward:<id>`) and sets claimed_at; an unclaimed reward past expires_at cannot be claimed.
CREATE TABLE member_rewards (
  id BIGSERIAL PRIMARY KEY,
  member_id INT NOT NULL REFERENCES members (id),
  source TEXT NOT NULL CHECK (source IN ('PROMOTION', 'LEVEL_UP', 'BIRTHDAY', 'MISSION', 'REFERRAL')),
  source_key TEXT NOT NULL,
  label TEXT NOT NULL,
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  turnover_multiple INT NOT NULL DEFAULT 1 CHECK (turnover_multiple >= 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  claimed_at TIMESTAMPTZ,
  ledger_id BIGINT,
  UNIQUE (member_id, source_key)
);

CREATE INDEX member_rewards_member ON member_rewards (member_id, created_at DESC);

-- A claimed rebate: the valid bets of the REAL wallet after the previous claim's last counted ledger line, up to and
-- including up_to_ledger_id, at the rate of the member's VIP level then. Claims of one wallet never overlap.
CREATE TABLE rebate_claims (
  id BIGSERIAL PRIMARY KEY,
  member_id INT NOT NULL REFERENCES members (id),
  wallet_id BIGINT NOT NULL REFERENCES wallets (id),
  up_to_ledger_id BIGINT NOT NULL,
  valid_bet_cents BIGINT NOT NULL CHECK (valid_bet_cents > 0),
  rate_basis_points INT NOT NULL,
  rebate_cents BIGINT NOT NULL CHECK (rebate_cents > 0),
  categories JSONB NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (wallet_id, up_to_ledger_id)
);

CREATE INDEX rebate_claims_member ON rebate_claims (member_id, created_at DESC);

-- Money moved from a member to the upline, with a TRANSFER_OUT line on the member's wallet and a TRANSFER_IN line on
-- the upline's, written in the one transaction that writes this row.
CREATE TABLE upline_transfers (
  id BIGSERIAL PRIMARY KEY,
  member_id INT NOT NULL REFERENCES members (id),
  upline_id INT NOT NULL REFERENCES members (id),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX upline_transfers_member ON upline_transfers (member_id, created_at DESC);

-- The member's head icon: the file name under /cdn/head-icons/ of the re-encoded picture.
ALTER TABLE members ADD COLUMN head_icon TEXT;

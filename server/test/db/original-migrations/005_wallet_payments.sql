-- Deposits through a payment gateway, withdrawals to payee accounts, deposit bonuses and the payment password's guard.
-- Amounts in these tables are integers in minor units (centavos); the ledger keeps NUMERIC(18,2), exact to the centavo.

ALTER TABLE ledger DROP CONSTRAINT ledger_kind_check;

-- DEPOSIT credits a paid deposit; BONUS a deposit bonus; WITHDRAWAL_HOLD takes a requested withdrawal out of the balance at once,
-- WITHDRAWAL_RELEASE gives it back when the request is rejected or cancelled; REBATE returns part of what was bet.
ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check CHECK (kind IN ('DEMO_CREDIT', 'BET', 'WIN', 'DEPOSIT', 'BONUS', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'REBATE'));

CREATE INDEX ledger_wallet_kind_id ON ledger (wallet_id, kind, id DESC);

-- The ways a player can pay in, as the operator configures them.
CREATE TABLE payment_channels (
  code TEXT PRIMARY KEY,
  group_code TEXT NOT NULL,
  name TEXT NOT NULL,
  min_cents BIGINT NOT NULL CHECK (min_cents > 0),
  max_cents BIGINT NOT NULL CHECK (max_cents >= min_cents),
  preset_cents JSONB NOT NULL,
  fee_basis_points INT NOT NULL DEFAULT 0 CHECK (fee_basis_points >= 0 AND fee_basis_points <= 10000),
  processing_minutes INT NOT NULL,
  enabled BOOLEAN NOT NULL DEFAULT true,
  sort_order INT NOT NULL DEFAULT 0
);

-- Deposit bonuses: a percentage of the deposit up to a cap, with a turnover requirement before it can be withdrawn.
CREATE TABLE deposit_bonuses (
  code TEXT PRIMARY KEY,
  name TEXT NOT NULL,
  percent INT NOT NULL CHECK (percent > 0 AND percent <= 200),
  max_cents BIGINT NOT NULL CHECK (max_cents > 0),
  min_deposit_cents BIGINT NOT NULL DEFAULT 0,
  turnover_multiple INT NOT NULL CHECK (turnover_multiple >= 1),
  first_deposit_only BOOLEAN NOT NULL DEFAULT false,
  enabled BOOLEAN NOT NULL DEFAULT true
);

-- One deposit: created PENDING with a gateway reference, settled only by a verified gateway callback.
CREATE TABLE deposits (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL,
  channel_code TEXT NOT NULL REFERENCES payment_channels(code),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  fee_cents BIGINT NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
  paid_cents BIGINT,
  bonus_code TEXT REFERENCES deposit_bonuses(code),
  bonus_cents BIGINT NOT NULL DEFAULT 0,
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'PAID', 'FAILED', 'EXPIRED')),
  amount_mismatch BOOLEAN NOT NULL DEFAULT false,
  gateway_ref TEXT NOT NULL UNIQUE,
  idem_key TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL,
  settled_at TIMESTAMPTZ,
  UNIQUE (member_id, idem_key)
);

CREATE INDEX deposits_member_time ON deposits (member_id, created_at DESC, id DESC);
CREATE INDEX deposits_pending ON deposits (status, created_at) WHERE status = 'PENDING';

-- Every callback the gateway delivered, verified or not, for the operator's audit.
CREATE TABLE gateway_callbacks (
  id BIGSERIAL PRIMARY KEY,
  gateway_ref TEXT,
  verified BOOLEAN NOT NULL,
  outcome TEXT NOT NULL,
  body TEXT NOT NULL,
  received_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

-- A bonus paid into a wallet: its money is not withdrawable until the member has bet the turnover since it was granted.
CREATE TABLE bonus_grants (
  id BIGSERIAL PRIMARY KEY,
  wallet_id BIGINT NOT NULL REFERENCES wallets(id),
  deposit_id BIGINT REFERENCES deposits(id),
  bonus_cents BIGINT NOT NULL CHECK (bonus_cents > 0),
  turnover_cents BIGINT NOT NULL CHECK (turnover_cents >= 0),
  granted_ledger_id BIGINT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (deposit_id)
);

CREATE INDEX bonus_grants_wallet ON bonus_grants (wallet_id);

-- Where a member's withdrawals are paid: an e-wallet number or a bank account, in the member's payee name.
CREATE TABLE payee_accounts (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('EWALLET', 'BANK')),
  provider TEXT NOT NULL,
  account_number TEXT NOT NULL,
  account_name TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  removed_at TIMESTAMPTZ
);

CREATE UNIQUE INDEX payee_accounts_live ON payee_accounts (member_id, provider, account_number) WHERE removed_at IS NULL;

-- One withdrawal request: its money is held from the balance while PENDING; PAID keeps it out, REJECTED and CANCELLED return it.
CREATE TABLE withdrawals (
  id BIGSERIAL PRIMARY KEY,
  member_id BIGINT NOT NULL,
  wallet_id BIGINT NOT NULL REFERENCES wallets(id),
  payee_id BIGINT NOT NULL REFERENCES payee_accounts(id),
  amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'PAID', 'REJECTED', 'CANCELLED')),
  idem_key TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  decided_at TIMESTAMPTZ,
  UNIQUE (member_id, idem_key)
);

CREATE INDEX withdrawals_member_time ON withdrawals (member_id, created_at DESC, id DESC);
CREATE INDEX withdrawals_pending ON withdrawals (status, created_at) WHERE status = 'PENDING';

-- Wrong payment passwords in a row; five lock the payment password for a while.
CREATE TABLE payment_password_guard (
  member_id BIGINT PRIMARY KEY,
  failures INT NOT NULL DEFAULT 0,
  locked_until TIMESTAMPTZ
);

-- The development payment gateway's own record of each payment it hosts (on only with the development tools).
CREATE TABLE gateway_sim_payments (
  ref TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  amount_cents BIGINT NOT NULL,
  currency TEXT NOT NULL,
  notify_path TEXT NOT NULL,
  return_path TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('OPEN', 'PAID', 'FAILED', 'EXPIRED')),
  paid_cents BIGINT,
  attempts INT NOT NULL DEFAULT 0,
  acked_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  expires_at TIMESTAMPTZ NOT NULL
);

INSERT INTO payment_channels (code, group_code, name, min_cents, max_cents, preset_cents, fee_basis_points, processing_minutes, sort_order) VALUES
  ('GCASH', 'EWALLET', 'GCash', 10000, 5000000, '[10000, 30000, 50000, 100000, 300000, 500000]', 0, 1, 1),
  ('MAYA', 'EWALLET', 'Maya', 10000, 5000000, '[10000, 30000, 50000, 100000, 300000, 500000]', 0, 1, 2),
  ('GRABPAY', 'EWALLET', 'GrabPay', 10000, 2000000, '[10000, 20000, 50000, 100000, 200000]', 0, 1, 3),
  ('INSTAPAY', 'BANK', 'InstaPay', 10000, 5000000, '[50000, 100000, 300000, 500000, 1000000]', 0, 5, 4),
  ('PESONET', 'BANK', 'PESONet', 100000, 20000000, '[100000, 500000, 1000000, 5000000]', 0, 1440, 5),
  ('QRPH', 'QR', 'QR Ph', 10000, 5000000, '[10000, 50000, 100000, 300000]', 0, 1, 6),
  ('OTC', 'OTC', '7-Eleven CLiQQ', 20000, 1000000, '[20000, 50000, 100000, 300000]', 150, 30, 7);

INSERT INTO deposit_bonuses (code, name, percent, max_cents, min_deposit_cents, turnover_multiple, first_deposit_only) VALUES
  ('FIRST100', 'First deposit 100%', 100, 200000, 10000, 10, true),
  ('RELOAD10', 'Reload 10%', 10, 100000, 50000, 5, false);

-- The agency: contracts an agent is paid by, and the payouts made under them.

-- A contract offered to an agent (by the platform, or by the agent's upline agent), answered
-- once. An agent has at most one offer waiting and one contract in force per kind.
CREATE TABLE agent_contracts (
  id BIGSERIAL PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('SALARY', 'DIVIDEND', 'HOURLY')),
  status TEXT NOT NULL CHECK (status IN ('PENDING', 'ACCEPTED', 'REJECTED', 'ENDED')),
  -- [{"threshold": cents, "reward": cents (or basis points of net loss for a dividend)}], ascending.
  tiers JSONB NOT NULL,
  min_active_players INTEGER NOT NULL DEFAULT 0 CHECK (min_active_players >= 0),
  offered_by INTEGER REFERENCES members(id),
  offered_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  decided_at TIMESTAMPTZ,
  starts_at TIMESTAMPTZ,
  ends_at TIMESTAMPTZ,
  -- Every period ending at or before this instant has been settled (paid, or earned nothing).
  settled_until TIMESTAMPTZ
);

CREATE UNIQUE INDEX agent_contracts_one_pending ON agent_contracts (agent_id, kind) WHERE status = 'PENDING';
CREATE UNIQUE INDEX agent_contracts_one_current ON agent_contracts (agent_id, kind) WHERE status = 'ACCEPTED';
CREATE INDEX agent_contracts_agent ON agent_contracts (agent_id, kind, id DESC);

-- One payout per agent, kind and period: the period is the payout's identity, so a second run
-- of the payout job (or a second server running it at the same moment) finds it and pays nothing.
CREATE TABLE agent_payouts (
  id BIGSERIAL PRIMARY KEY,
  agent_id INTEGER NOT NULL REFERENCES members(id),
  contract_id BIGINT NOT NULL REFERENCES agent_contracts(id),
  kind TEXT NOT NULL CHECK (kind IN ('SALARY', 'DIVIDEND', 'HOURLY')),
  period_start TIMESTAMPTZ NOT NULL,
  period_end TIMESTAMPTZ NOT NULL,
  basis NUMERIC(18,2) NOT NULL,
  active_players INTEGER NOT NULL,
  amount NUMERIC(18,2) NOT NULL CHECK (amount > 0),
  ledger_id BIGINT NOT NULL REFERENCES ledger(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (agent_id, kind, period_start)
);

CREATE INDEX agent_payouts_agent ON agent_payouts (agent_id, period_start DESC, id DESC);

-- The team's activity by time: deposits, bets and wins of downline wallets over a period.
CREATE INDEX ledger_wallet_kind_time ON ledger (wallet_id, kind, created_at);
-- A downline page: an upline's members newest first.
CREATE INDEX members_upline_created ON members (upline_id, created_at DESC, id DESC);
CREATE INDEX sessions_member_created ON sessions (member_id, created_at DESC);

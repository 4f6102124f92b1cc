-- The back office's staff: a role each, a way to disable an account, a second factor (TOTP), sessions that end
-- when idle, and the append-only audit trail every staff change is written to in its own transaction.
ALTER TABLE support_staff
  ADD COLUMN role TEXT NOT NULL DEFAULT 'support' CHECK (role IN ('support', 'cashier', 'content', 'admin')),
  ADD COLUMN disabled BOOLEAN NOT NULL DEFAULT false,
  -- Sealed with the platform's sealing key; confirmed once the staff member has entered a first code from it.
  ADD COLUMN totp_secret TEXT,
  ADD COLUMN totp_confirmed BOOLEAN NOT NULL DEFAULT false,
  -- The last time step a code was accepted for: a code is good once.
  ADD COLUMN totp_last_step BIGINT,
  ADD COLUMN created_at TIMESTAMPTZ NOT NULL DEFAULT now();

ALTER TABLE support_sessions
  ADD COLUMN last_seen_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  ADD COLUMN second_factor BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN ip TEXT;

CREATE TABLE staff_audit (
  id BIGSERIAL PRIMARY KEY,
  at TIMESTAMPTZ NOT NULL DEFAULT now(),
  staff_id INTEGER REFERENCES support_staff (id),
  staff_username TEXT NOT NULL,
  -- What was done, as a dotted name (withdrawal.approve, switches.update, staff.create, player.lock …).
  action TEXT NOT NULL,
  -- What it was done to (withdrawal:12, member:3, switches, staff:4 …).
  subject TEXT NOT NULL,
  before JSONB,
  after JSONB,
  ip TEXT NOT NULL
);
CREATE INDEX staff_audit_at ON staff_audit (at DESC, id DESC);
CREATE INDEX staff_audit_subject ON staff_audit (subject, at DESC);

-- One line: the migration runner splits statements at a semicolon that ends a line.
CREATE FUNCTION staff_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'staff_audit is append-only'; END $$;
CREATE TRIGGER staff_audit_no_change BEFORE UPDATE OR DELETE ON staff_audit
  FOR EACH ROW EXECUTE FUNCTION staff_audit_append_only();

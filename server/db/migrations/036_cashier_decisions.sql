-- Who decided a withdrawal from the back office's cashier room, and with what: the payout reference of a paid one,
-- the reason the player reads for a rejected one. decided_by names the staff member (or the development tools);
-- decided_by_staff_id is null for the development tools' shortcut.
ALTER TABLE withdrawals
  ADD COLUMN decided_by_staff_id INTEGER REFERENCES support_staff (id),
  ADD COLUMN decided_by TEXT,
  ADD COLUMN payout_reference TEXT CHECK (char_length(payout_reference) BETWEEN 1 AND 64),
  ADD COLUMN reject_reason TEXT CHECK (char_length(reject_reason) BETWEEN 1 AND 500);

-- The cashier's lists: every withdrawal or deposit of one state, newest first.
CREATE INDEX withdrawals_status_id ON withdrawals (status, id DESC);
CREATE INDEX deposits_status_id ON deposits (status, id DESC);
-- The deposits list shows what the gateway said about each deposit.
CREATE INDEX gateway_callbacks_ref ON gateway_callbacks (gateway_ref, id DESC);

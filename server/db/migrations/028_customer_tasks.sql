-- Customer tasks: one-off and daily tasks the platform sets its members (verify a mobile number, make a
-- first deposit, bet today), each with a goal measured from the member's real data and a reward paid
-- straight onto the REAL wallet's ledger when the member claims it.
--
-- A task's measure says what counts: MOBILE_VERIFIED and EMAIL_VERIFIED read the profile (1 once
-- verified), PAID_DEPOSITS counts paid deposits, DEPOSIT_AMOUNT sums what they paid, VALID_BETS sums
-- the stakes view (settled stakes of the REAL wallet, net of refunds). A ONCE task counts all time and
-- is claimed once ever; a DAILY task counts the Asia/Manila day and is claimed once a day. The goal is
-- a count, or centavos for DEPOSIT_AMOUNT and VALID_BETS.
CREATE TABLE customer_tasks (
  id TEXT PRIMARY KEY CHECK (id ~ '^[A-Z][A-Z0-9_]{1,39}$'),
  cadence TEXT NOT NULL CHECK (cadence IN ('ONCE', 'DAILY')),
  measure TEXT NOT NULL CHECK (measure IN ('MOBILE_VERIFIED', 'EMAIL_VERIFIED', 'PAID_DEPOSITS', 'DEPOSIT_AMOUNT', 'VALID_BETS')),
  goal BIGINT NOT NULL CHECK (goal > 0),
  reward_cents BIGINT NOT NULL CHECK (reward_cents > 0),
  -- The reward must be bet this many times before it may be withdrawn, as a reward centre prize.
  turnover_multiple INT NOT NULL DEFAULT 1 CHECK (turnover_multiple >= 0),
  title_en TEXT NOT NULL,
  title_ty TEXT NOT NULL,
  description_en TEXT NOT NULL,
  description_ty TEXT NOT NULL,
  sort_order INT NOT NULL DEFAULT 0,
  active BOOLEAN NOT NULL DEFAULT true
);

-- One row per paid claim: a ONCE task's period is 'once', a DAILY task's the Manila date. The unique
-- key and the ledger line's key `task:<id>:<period>` each hold a claim to one payment.
CREATE TABLE customer_task_claims (
  id BIGSERIAL PRIMARY KEY,
  member_id INT NOT NULL REFERENCES members (id),
  task_id TEXT NOT NULL REFERENCES customer_tasks (id),
  period TEXT NOT NULL,
  reward_cents BIGINT NOT NULL CHECK (reward_cents > 0),
  ledger_id BIGINT NOT NULL,
  claimed_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_id, task_id, period)
);

INSERT INTO customer_tasks (id, cadence, measure, goal, reward_cents, sort_order, title_en, title_ty, description_en, description_ty) VALUES
  ('VERIFY_MOBILE', 'ONCE', 'MOBILE_VERIFIED', 1, 800, 10,
   'Verify your mobile number', 'I-verify ang iyong mobile number',
   'Bind a mobile number in the security centre and confirm it with the SMS code.',
   'Ikabit ang isang mobile number sa sentro ng seguridad at kumpirmahin ito gamit ang SMS code.'),
  ('VERIFY_EMAIL', 'ONCE', 'EMAIL_VERIFIED', 1, 500, 20,
   'Verify your e-mail address', 'I-verify ang iyong e-mail address',
   'Bind an e-mail address in the security centre and confirm it with the code we send.',
   'Ikabit ang isang e-mail address sa sentro ng seguridad at kumpirmahin ito gamit ang code na ipapadala namin.'),
  ('FIRST_DEPOSIT', 'ONCE', 'PAID_DEPOSITS', 1, 1800, 30,
   'Make your first deposit', 'Gawin ang iyong unang deposito',
   'Any deposit that is paid completes this task.',
   'Kumpleto ang gawaing ito sa alinmang depositong nabayaran.'),
  ('DAILY_BETS', 'DAILY', 'VALID_BETS', 30000, 300, 40,
   'Bet today', 'Tumaya ngayong araw',
   'Valid bets placed today count, less any refunds. Starts again at midnight, Manila time.',
   'Binibilang ang mga balidong taya ngayong araw, bawas ang mga ibinalik. Magsisimula muli sa hatinggabi, oras sa Maynila.'),
  ('DAILY_DEPOSIT', 'DAILY', 'DEPOSIT_AMOUNT', 10000, 200, 50,
   'Deposit today', 'Magdeposito ngayong araw',
   'Deposits paid today count. Starts again at midnight, Manila time.',
   'Binibilang ang mga depositong nabayaran ngayong araw. Magsisimula muli sa hatinggabi, oras sa Maynila.');

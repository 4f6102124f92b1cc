-- Money that moves for the member centre and the agency: REWARD credits a claimed reward (promotion, level-up,
-- birthday, mission, referral); TRANSFER_OUT / TRANSFER_IN are the two sides of a transfer to the upline;
-- AGENT_SALARY and AGENT_DIVIDEND pay an agent under an accepted contract, once per period.
ALTER TABLE ledger DROP CONSTRAINT ledger_kind_check;

ALTER TABLE ledger ADD CONSTRAINT ledger_kind_check CHECK (kind IN (
  'DEMO_CREDIT', 'BET', 'WIN', 'DEPOSIT', 'BONUS', 'WITHDRAWAL_HOLD', 'WITHDRAWAL_RELEASE', 'REBATE',
  'REWARD', 'TRANSFER_OUT', 'TRANSFER_IN', 'AGENT_SALARY', 'AGENT_DIVIDEND'
));

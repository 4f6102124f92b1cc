-- A second jackpot, the one the game lobbies show: a figure with cents that ranges from 100 million to 1 billion.
-- It is a second row of the same table, so both figures keep growing from where they were set.
ALTER TABLE jackpot DROP CONSTRAINT jackpot_id_check;
ALTER TABLE jackpot ADD CONSTRAINT jackpot_id_check CHECK (id IN (1, 2));

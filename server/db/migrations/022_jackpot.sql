-- The jackpot counter players see on Home: one figure for the whole platform, which grows with time
-- from where it was set, so every load and every instance continues from the same figure.
CREATE TABLE jackpot (
  id SMALLINT PRIMARY KEY CHECK (id = 1),
  base_value NUMERIC(20, 2) NOT NULL CHECK (base_value >= 0),
  base_at TIMESTAMPTZ NOT NULL,
  per_second NUMERIC(14, 2) NOT NULL CHECK (per_second >= 0)
);

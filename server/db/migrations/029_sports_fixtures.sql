-- The football leagues and teams the reference platform's fixture feed plays out. Matches are not
-- stored: each league kicks off a round of matches every two hours at its own offset, and who plays,
-- the goals and the odds follow from these rows and the round's number, so every instance answers alike.
CREATE TABLE sports_leagues (
  code TEXT PRIMARY KEY CHECK (code ~ '^[A-Z0-9]{2,12}$'),
  name TEXT NOT NULL,
  -- The sports book (a vendor of game type SPORTS) whose lobby game opens the league's matches.
  vendor TEXT NOT NULL,
  -- Minutes after each even hour (UTC) that the league's rounds kick off.
  kickoff_offset_minutes INT NOT NULL CHECK (kickoff_offset_minutes BETWEEN 0 AND 119),
  sort_order INT NOT NULL
);

CREATE TABLE sports_teams (
  league_code TEXT NOT NULL REFERENCES sports_leagues (code) ON DELETE CASCADE,
  name TEXT NOT NULL,
  -- 1 to 100: how many goals the team tends to score against the league's average side.
  strength INT NOT NULL CHECK (strength BETWEEN 1 AND 100),
  PRIMARY KEY (league_code, name)
);

-- The match a sports book's launch was opened at, when it was.
ALTER TABLE game_launches ADD COLUMN match_id TEXT;

INSERT INTO sports_leagues (code, name, vendor, kickoff_offset_minutes, sort_order) VALUES
  ('PFL', 'Philippines Football League', 'SABA', 0, 1),
  ('EPL', 'English Premier League', 'SBO', 15, 2),
  ('LALIGA', 'La Liga', 'CMD', 30, 3),
  ('SERIEA', 'Serie A', 'BTI', 45, 4),
  ('BUNDES', 'Bundesliga', 'SABA', 60, 5),
  ('J1', 'J1 League', 'SBO', 75, 6),
  ('KL1', 'K League 1', 'CMD', 90, 7),
  ('ALM', 'A-League Men', 'BTI', 105, 8);

INSERT INTO sports_teams (league_code, name, strength) VALUES
  ('PFL', 'Kaya FC–Iloilo', 82), ('PFL', 'Stallion Laguna', 70), ('PFL', 'Dynamic Herb Cebu', 78), ('PFL', 'Manila Digger', 66),
  ('PFL', 'Davao Aguilas', 60), ('PFL', 'Mendiola 1991', 55), ('PFL', 'Loyola Meralco Sparks', 58), ('PFL', 'Maharlika Taguig', 52),
  ('EPL', 'Arsenal', 88), ('EPL', 'Manchester City', 92), ('EPL', 'Liverpool', 90), ('EPL', 'Chelsea', 80),
  ('EPL', 'Tottenham Hotspur', 76), ('EPL', 'Newcastle United', 74), ('EPL', 'Aston Villa', 72), ('EPL', 'Brighton', 68),
  ('LALIGA', 'Real Madrid', 92), ('LALIGA', 'Barcelona', 90), ('LALIGA', 'Atlético Madrid', 82), ('LALIGA', 'Athletic Club', 72),
  ('LALIGA', 'Real Sociedad', 70), ('LALIGA', 'Villarreal', 70), ('LALIGA', 'Real Betis', 66), ('LALIGA', 'Sevilla', 64),
  ('SERIEA', 'Inter', 88), ('SERIEA', 'Napoli', 82), ('SERIEA', 'Juventus', 80), ('SERIEA', 'AC Milan', 80),
  ('SERIEA', 'Atalanta', 78), ('SERIEA', 'Roma', 72), ('SERIEA', 'Lazio', 70), ('SERIEA', 'Fiorentina', 66),
  ('BUNDES', 'Bayern Munich', 94), ('BUNDES', 'Bayer Leverkusen', 86), ('BUNDES', 'Borussia Dortmund', 82), ('BUNDES', 'RB Leipzig', 80),
  ('BUNDES', 'VfB Stuttgart', 74), ('BUNDES', 'Eintracht Frankfurt', 72), ('BUNDES', 'SC Freiburg', 66), ('BUNDES', 'Wolfsburg', 62),
  ('J1', 'Vissel Kobe', 78), ('J1', 'Yokohama F. Marinos', 76), ('J1', 'Kawasaki Frontale', 76), ('J1', 'Urawa Red Diamonds', 72),
  ('J1', 'Kashima Antlers', 72), ('J1', 'Sanfrecce Hiroshima', 74), ('J1', 'FC Tokyo', 66), ('J1', 'Nagoya Grampus', 64),
  ('KL1', 'Ulsan HD', 80), ('KL1', 'Jeonbuk Hyundai Motors', 76), ('KL1', 'Pohang Steelers', 72), ('KL1', 'FC Seoul', 72),
  ('KL1', 'Gwangju FC', 66), ('KL1', 'Incheon United', 62), ('KL1', 'Daegu FC', 62), ('KL1', 'Suwon FC', 60),
  ('ALM', 'Melbourne City', 76), ('ALM', 'Central Coast Mariners', 72), ('ALM', 'Sydney FC', 74), ('ALM', 'Wellington Phoenix', 68),
  ('ALM', 'Melbourne Victory', 72), ('ALM', 'Macarthur FC', 64), ('ALM', 'Western Sydney Wanderers', 66), ('ALM', 'Adelaide United', 62);

-- The e-lottery books' games are grouped as the platform's vendor mapping shows them: Vietnam's regional
-- lotteries (VR) and other number lotteries. A lottery group under the e-lottery puts the site's lottery
-- launches in e-lottery prize mode (contract/prize-mode.ts). A fresh database gets the groups from the seed.
UPDATE games SET game_classify = CASE WHEN vendor = 'VR' THEN 'LOTTERY_VIETNAM' ELSE 'LOTTERY' END
 WHERE game_type = 'ELOTT' AND game_classify IS NULL;

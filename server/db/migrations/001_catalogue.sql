-- Vendors, games, banners, announcements, promotions, help and winners: the catalogue the lobby reads.

CREATE TABLE vendors (
  code TEXT PRIMARY KEY,
  display_name TEXT NOT NULL,
  game_type TEXT NOT NULL,
  sort_order INT NOT NULL,
  lobby_game_code TEXT
);

CREATE TABLE games (
  node_id BIGINT PRIMARY KEY,
  game_id TEXT NOT NULL UNIQUE,
  game_code TEXT NOT NULL,
  game_name TEXT NOT NULL,
  vendor TEXT NOT NULL REFERENCES vendors(code),
  game_type TEXT NOT NULL,
  game_classify TEXT,
  is_hot BOOLEAN NOT NULL DEFAULT false,
  hot_rank INT,
  is_new BOOLEAN NOT NULL DEFAULT false,
  support_free_play BOOLEAN NOT NULL DEFAULT false,
  is_h5 BOOLEAN NOT NULL DEFAULT true,
  play_type TEXT NOT NULL DEFAULT 'trad',
  lotto_mode TEXT,
  min_bet NUMERIC(18,2) NOT NULL DEFAULT 1,
  min_line INT NOT NULL DEFAULT 1,
  sort_order INT NOT NULL
);

CREATE INDEX games_type_sort ON games (game_type, sort_order);
CREATE INDEX games_vendor_sort ON games (vendor, sort_order);
CREATE INDEX games_hot ON games (hot_rank) WHERE is_hot;
CREATE INDEX games_name_lower ON games (lower(game_name));

CREATE TABLE banners (
  id SERIAL PRIMARY KEY,
  group_name TEXT NOT NULL,
  title TEXT NOT NULL,
  url TEXT NOT NULL,
  link TEXT,
  sort_order INT NOT NULL
);

CREATE INDEX banners_group ON banners (group_name, sort_order);

CREATE TABLE promo_categories (
  id INT PRIMARY KEY,
  name_en TEXT NOT NULL,
  name_ty TEXT NOT NULL,
  sort_order INT NOT NULL
);

-- One row per announcement and language; type is one of PL, PU, PR, H, Promotion.
CREATE TABLE announcements (
  id SERIAL PRIMARY KEY,
  type TEXT NOT NULL,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  content TEXT NOT NULL,
  start_date DATE NOT NULL,
  end_date DATE,
  no_expiry BOOLEAN NOT NULL DEFAULT false,
  category_ids INT[] NOT NULL DEFAULT '{}',
  images JSONB NOT NULL DEFAULT '[]',
  sort_order INT NOT NULL
);

CREATE INDEX announcements_type_lang ON announcements (type, language, sort_order);

CREATE TABLE help_items (
  id SERIAL PRIMARY KEY,
  language TEXT NOT NULL,
  title TEXT NOT NULL,
  tag TEXT NOT NULL,
  content TEXT NOT NULL,
  sort_order INT NOT NULL
);

CREATE TABLE winners (
  id SERIAL PRIMARY KEY,
  node_id BIGINT NOT NULL REFERENCES games(node_id),
  customer_name TEXT NOT NULL,
  win_amount NUMERIC(18,2) NOT NULL,
  won_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

CREATE INDEX winners_amount ON winners (win_amount DESC);

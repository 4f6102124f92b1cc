-- Content the operator publishes from the back office: announcements (notices, popups, hot news, promotions) and
-- help entries get a key that pairs an entry's EN and TY rows, a published flag, and an optional window (publish_at /
-- unpublish_at) outside which players are not shown them. A promotion names the deposit bonus it promises, the same
-- row of deposit_bonuses the cashier pays. Uploaded covers, details and banners are kept as checked, re-encoded bytes.
ALTER TABLE announcements
  ADD COLUMN entry_key TEXT,
  ADD COLUMN published BOOLEAN NOT NULL DEFAULT true,
  ADD COLUMN publish_at TIMESTAMPTZ,
  ADD COLUMN unpublish_at TIMESTAMPTZ,
  ADD COLUMN bonus_code TEXT REFERENCES deposit_bonuses (code),
  ADD COLUMN updated_at TIMESTAMPTZ NOT NULL DEFAULT now();

UPDATE announcements SET entry_key = COALESCE(promotion_key, lower(type) || '-' || sort_order) WHERE entry_key IS NULL;

ALTER TABLE announcements ALTER COLUMN entry_key SET NOT NULL;

-- A row written without a key (the seed, older tools) gets the one the rows above got.
CREATE FUNCTION announcements_default_entry_key() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.entry_key := COALESCE(NEW.entry_key, NEW.promotion_key, lower(NEW.type) || '-' || NEW.sort_order); RETURN NEW; END $$;

CREATE TRIGGER announcements_entry_key BEFORE INSERT ON announcements FOR EACH ROW EXECUTE FUNCTION announcements_default_entry_key();

CREATE UNIQUE INDEX announcements_entry_language ON announcements (type, entry_key, language);

UPDATE announcements SET bonus_code = 'FIRST100' WHERE promotion_key = 'welcome-22222';

UPDATE announcements SET bonus_code = 'RELOAD10' WHERE promotion_key = 'weekend-reload';

ALTER TABLE help_items
  ADD COLUMN entry_key TEXT,
  ADD COLUMN published BOOLEAN NOT NULL DEFAULT true,
  ADD COLUMN updated_at TIMESTAMPTZ NOT NULL DEFAULT now();

UPDATE help_items SET entry_key = 'help-' || sort_order WHERE entry_key IS NULL;

ALTER TABLE help_items ALTER COLUMN entry_key SET NOT NULL;

CREATE FUNCTION help_items_default_entry_key() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN NEW.entry_key := COALESCE(NEW.entry_key, 'help-' || NEW.sort_order); RETURN NEW; END $$;

CREATE TRIGGER help_items_entry_key BEFORE INSERT ON help_items FOR EACH ROW EXECUTE FUNCTION help_items_default_entry_key();

CREATE UNIQUE INDEX help_items_entry_language ON help_items (entry_key, language);

CREATE TABLE content_pictures (
  key TEXT PRIMARY KEY,
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes BYTEA NOT NULL,
  staff_id INTEGER REFERENCES support_staff (id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);

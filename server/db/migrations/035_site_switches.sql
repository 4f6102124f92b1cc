-- The site's switches (maintenance, region restriction, game types, whitelabel flags, registration fields, the
-- phone verifier's channel, abuse limits), one row per switch, shared by every server instance on this database.
-- A switch the table lacks is filled from the configuration when a server starts; one it has wins over it.
CREATE TABLE site_switches (
  name TEXT PRIMARY KEY,
  value JSONB NOT NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- The staff member who last changed it ('dev-tools' for the development shortcut); null: the configuration's value.
  updated_by TEXT
);

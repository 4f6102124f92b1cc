-- Images sent in the live chat, re-encoded with their metadata stripped. The uploader is who may
-- attach it to a message: a member, a visitor's device key (hashed) or a staff member.
CREATE TABLE chat_images (
  key TEXT PRIMARY KEY,
  uploader TEXT NOT NULL,
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes BYTEA NOT NULL,
  idem_key TEXT,
  message_id BIGINT REFERENCES chat_messages(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (uploader, idem_key)
);

ALTER TABLE chat_messages ADD COLUMN image_key TEXT REFERENCES chat_images(key);
ALTER TABLE chat_messages ADD COLUMN image_mime TEXT;

-- Live-stream hosts the chat launch lists: hot, on promotion, live models; members follow them.
CREATE TABLE live_hosts (
  id SERIAL PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  languages TEXT NOT NULL,
  avatar_svg TEXT NOT NULL,
  live BOOLEAN NOT NULL DEFAULT false,
  online BOOLEAN NOT NULL DEFAULT false,
  hot_rank INTEGER,
  promo_rank INTEGER,
  model_rank INTEGER,
  followers INTEGER NOT NULL DEFAULT 0 CHECK (followers >= 0)
);

CREATE TABLE live_host_follows (
  member_id INTEGER NOT NULL REFERENCES members(id),
  host_id INTEGER NOT NULL REFERENCES live_hosts(id),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, host_id)
);

-- Members' comments on a promotion, across its languages (the EN and TY rows share the promotion key),
-- and the pictures attached to them. Text is kept as typed; the app and the console show it as text.
CREATE TABLE promotion_comments (
  id BIGSERIAL PRIMARY KEY,
  promotion_key TEXT NOT NULL,
  member_id INTEGER NOT NULL REFERENCES members(id),
  text TEXT NOT NULL CHECK (char_length(text) BETWEEN 1 AND 140),
  idem_key TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  -- Hidden by support staff: the app's list leaves it out; the console still shows it as hidden.
  hidden_at TIMESTAMPTZ,
  hidden_by INTEGER,
  UNIQUE (member_id, idem_key)
);

CREATE INDEX promotion_comments_shown ON promotion_comments (promotion_key, id DESC) WHERE hidden_at IS NULL;

-- Uploaded one a request (checked by content, re-encoded without metadata), then attached to a comment.
CREATE TABLE promotion_comment_images (
  key TEXT PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  comment_id BIGINT REFERENCES promotion_comments(id),
  position INTEGER NOT NULL DEFAULT 0,
  mime TEXT NOT NULL CHECK (mime IN ('image/png', 'image/jpeg')),
  bytes BYTEA NOT NULL,
  idem_key TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (member_id, idem_key)
);

CREATE INDEX promotion_comment_images_comment ON promotion_comment_images (comment_id, position);

-- Promotions members take part in, and the announcements each member has read.

-- The promotion a row belongs to across its languages (the EN and TY rows of one promotion share it).
ALTER TABLE announcements ADD COLUMN promotion_key TEXT;

-- How a member takes part: JOIN (joins at once) or APPLY (applies, the operator decides). A promotion without a row is information only.
CREATE TABLE promotion_activities (
  promotion_key TEXT PRIMARY KEY,
  mode TEXT NOT NULL CHECK (mode IN ('JOIN', 'APPLY'))
);

-- One row per member and promotion: a member joins or applies once. JOINED and APPLYING are written by the member's call;
-- the other states belong to the operator and the rewards centre.
CREATE TABLE promotion_participations (
  member_id INT NOT NULL REFERENCES members (id),
  promotion_key TEXT NOT NULL REFERENCES promotion_activities (promotion_key),
  status TEXT NOT NULL CHECK (status IN ('JOINED', 'APPLYING', 'PROCESS', 'REJECTED', 'CLAIM', 'ISSUED', 'CLAIMED')),
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, promotion_key)
);

CREATE TABLE announcement_reads (
  member_id INT NOT NULL REFERENCES members (id),
  announcement_id INT NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
  read_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (member_id, announcement_id)
);

-- Databases seeded before promotions carried their key: the key is the name of the cover art.
UPDATE announcements SET promotion_key = substring(images -> 0 ->> 'url' from '/cdn/promo/(.*)-cover\.svg$')
  WHERE type IN ('Promotion', 'PR') AND promotion_key IS NULL;

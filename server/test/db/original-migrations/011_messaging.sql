-- The inbox: messages from the platform to one member. Account events carry a unique key so a
-- repeated event (a callback delivered twice) writes one message.
CREATE TABLE inbox_messages (
  id BIGSERIAL PRIMARY KEY,
  member_id INTEGER NOT NULL REFERENCES members(id),
  kind TEXT NOT NULL CHECK (kind IN ('SYSTEM', 'PROMOTION', 'DEPOSIT_CREDITED', 'WITHDRAWAL_PAID')),
  title_en TEXT NOT NULL,
  title_ty TEXT NOT NULL,
  body_en TEXT NOT NULL,
  body_ty TEXT NOT NULL,
  event_key TEXT UNIQUE,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  read_at TIMESTAMPTZ,
  deleted_at TIMESTAMPTZ
);

CREATE INDEX inbox_messages_member ON inbox_messages (member_id, id DESC) WHERE deleted_at IS NULL;

-- Support staff answer the live chat from the console; their sessions are random tokens stored hashed.
CREATE TABLE support_staff (
  id SERIAL PRIMARY KEY,
  username TEXT NOT NULL UNIQUE,
  display_name TEXT NOT NULL,
  password_hash TEXT NOT NULL
);

CREATE TABLE support_sessions (
  token_hash TEXT PRIMARY KEY,
  staff_id INTEGER NOT NULL REFERENCES support_staff(id),
  expires_at TIMESTAMPTZ NOT NULL
);

-- One conversation per player (or per visitor's device key) while it is open; a closed one stays as history.
CREATE TABLE chat_conversations (
  id BIGSERIAL PRIMARY KEY,
  member_id INTEGER REFERENCES members(id),
  visitor_key_hash TEXT,
  name TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'OPEN' CHECK (status IN ('OPEN', 'CLOSED')),
  staff_id INTEGER REFERENCES support_staff(id),
  player_read_up_to BIGINT NOT NULL DEFAULT 0,
  staff_read_up_to BIGINT NOT NULL DEFAULT 0,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  last_message_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  CHECK ((member_id IS NULL) <> (visitor_key_hash IS NULL))
);

CREATE UNIQUE INDEX chat_conversations_open_member ON chat_conversations (member_id) WHERE status = 'OPEN' AND member_id IS NOT NULL;
CREATE UNIQUE INDEX chat_conversations_open_visitor ON chat_conversations (visitor_key_hash) WHERE status = 'OPEN' AND visitor_key_hash IS NOT NULL;

-- Messages in the order they were stored (the id); a client message id makes a re-send after a cut a no-op.
CREATE TABLE chat_messages (
  id BIGSERIAL PRIMARY KEY,
  conversation_id BIGINT NOT NULL REFERENCES chat_conversations(id),
  sender TEXT NOT NULL CHECK (sender IN ('PLAYER', 'STAFF')),
  staff_id INTEGER REFERENCES support_staff(id),
  author TEXT NOT NULL,
  body TEXT NOT NULL,
  client_message_id TEXT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  UNIQUE (conversation_id, sender, client_message_id)
);

CREATE INDEX chat_messages_conversation ON chat_messages (conversation_id, id);

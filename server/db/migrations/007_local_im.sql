-- The local IM (issue 6): the embedded default's chat when Tencent Cloud Chat is not configured.
-- A conversation is between two accounts; each of them has a participant row holding where they read up
-- to, so an unread count is the peer's messages after that point.

CREATE TABLE im_conversations (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The pair in a fixed order (byte order, as the server sorts them), so two accounts have one
  -- conversation whoever wrote first.
  account_a   text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  account_b   text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (account_a < account_b COLLATE "C"),
  UNIQUE (account_a, account_b)
);

-- Message ids grow with every message: they order a conversation (sent_at may tie) and page it.
CREATE TABLE im_messages (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  conversation_id  bigint NOT NULL REFERENCES im_conversations (id) ON DELETE CASCADE,
  sender_id        text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  text             text NOT NULL CHECK (char_length(text) BETWEEN 1 AND 2000),
  sent_at          timestamptz NOT NULL DEFAULT now()
);
-- A conversation's messages in order (paging), and its messages after a read position (unread counts,
-- which skip the reader's own: sender_id is in the index so the count reads no table rows).
CREATE INDEX im_messages_conversation ON im_messages (conversation_id, id) INCLUDE (sender_id);

-- One row per account and conversation: who the peer is, the latest message (for the conversation list,
-- newest first) and the last message the account has read (0: none).
CREATE TABLE im_participants (
  account_id            text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  peer_id               text NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  conversation_id       bigint NOT NULL REFERENCES im_conversations (id) ON DELETE CASCADE,
  last_message_id       bigint NOT NULL DEFAULT 0,
  last_read_message_id  bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (account_id, peer_id)
);
-- The conversation list: an account's conversations, latest message first.
CREATE INDEX im_participants_recent ON im_participants (account_id, last_message_id DESC);
-- The unread total: only the conversations with something the account has not read.
CREATE INDEX im_participants_unread ON im_participants (account_id, conversation_id)
  WHERE last_message_id > last_read_message_id;

-- The key the local IM's user tokens (X-IM-Sig) are signed with, when LOCAL_IM_SECRET does not give one:
-- made on first use and shared by every server instance on this database.
CREATE TABLE im_token_keys (
  id          smallint PRIMARY KEY CHECK (id = 1),
  secret      text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);

-- The shop's IM peer (catalog/shop.schema.json imUserId): a company's seller accounts.
CREATE INDEX accounts_site_trader_sellers ON accounts (site_trader_id, created_at) WHERE user_type = 'SELLER';

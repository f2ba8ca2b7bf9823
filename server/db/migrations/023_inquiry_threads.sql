-- An inquiry's thread goes back and forth (issue 28): a message in it is the exhibitor's reply or the buyer's
-- follow-up. account_id is whoever wrote it. An inquiry is answered while the thread's last message is the exhibitor's.
ALTER TABLE inquiry_replies ADD COLUMN from_buyer boolean NOT NULL DEFAULT false;

-- While the undo link of a change of email is valid, its old address stays reserved for it
-- (docs/decisions/010): registering, a guest link or another change of email ask whether an unused undo
-- link names the address. This index answers that without reading every link.
CREATE INDEX user_tokens_pending_undo ON user_tokens (payload) WHERE purpose = 'revert-email' AND used_at IS NULL;

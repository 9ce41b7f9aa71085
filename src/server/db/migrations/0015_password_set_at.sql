-- When the password was last set (users.password_set_at). Unknown for the accounts that exist now: null,
-- so the operator console waits for a password set after the address was confirmed.
ALTER TABLE "users" ADD COLUMN "password_set_at" timestamp with time zone;

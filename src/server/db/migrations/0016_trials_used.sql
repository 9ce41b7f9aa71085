-- The addresses that have had the free trial, as keyed hashes (trials_used): a deleted account keeps its
-- trial used. The trials of accounts that exist now are recorded from billing_customers by the server,
-- which holds the key, the next time their subscription is stored.
CREATE TABLE "trials_used" (
	"address_key" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);

-- Taking a story out of the community withdraws its share instead of deleting it: its votes and weekly
-- scores stay, and sharing it again brings them back.
ALTER TABLE "shared_stories" ADD COLUMN "withdrawn_at" timestamp (3) with time zone;
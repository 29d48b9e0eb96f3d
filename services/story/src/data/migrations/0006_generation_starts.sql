-- The per-user generation limits' window (stories, narrations, pictures started in the last ten minutes),
-- kept here rather than in the process's memory, so a restart does not give everyone a fresh allowance.
CREATE TABLE "generation_starts" (
	"kind" text NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "generation_starts_user_idx" ON "generation_starts" USING btree ("user_id","kind","started_at");
--> statement-breakpoint
CREATE INDEX "generation_starts_started_idx" ON "generation_starts" USING btree ("started_at");

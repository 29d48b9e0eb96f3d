-- Who asked for which narration. Narrations are kept by their text's hash and shared by everyone who
-- asks for the same text, so this is what lets account deletion find a person's narrations of free
-- text (POST /api/generate-audio), which belong to no story.
CREATE TABLE "narration_requests" (
	"user_id" text NOT NULL,
	"hash" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "narration_requests_user_id_hash_pk" PRIMARY KEY("user_id","hash")
);
--> statement-breakpoint
CREATE INDEX "narration_requests_hash_idx" ON "narration_requests" USING btree ("hash");

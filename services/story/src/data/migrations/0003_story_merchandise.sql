CREATE TABLE "story_merchandise" (
	"story_id" text NOT NULL,
	"kind" text NOT NULL,
	"source_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"blob_keys" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_merchandise_story_id_kind_pk" PRIMARY KEY("story_id","kind")
);
--> statement-breakpoint
ALTER TABLE "story_merchandise" ADD CONSTRAINT "story_merchandise_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;

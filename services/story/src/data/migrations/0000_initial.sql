CREATE OR REPLACE FUNCTION immutable_array_to_string(text[], text) RETURNS text
	LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string($1, $2) $$;
--> statement-breakpoint
CREATE TABLE "favorites" (
	"user_id" text NOT NULL,
	"story_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_user_id_story_id_pk" PRIMARY KEY("user_id","story_id")
);
--> statement-breakpoint
CREATE TABLE "illustrations" (
	"story_id" text NOT NULL,
	"position" integer NOT NULL,
	"blob_key" text NOT NULL,
	"line_art_blob_key" text,
	"prompt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "illustrations_story_id_position_pk" PRIMARY KEY("story_id","position")
);
--> statement-breakpoint
CREATE TABLE "narrations" (
	"hash" text PRIMARY KEY NOT NULL,
	"engine" text NOT NULL,
	"blob_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"words" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_progress" (
	"user_id" text NOT NULL,
	"story_id" text NOT NULL,
	"character_position" integer NOT NULL,
	"word_index" integer NOT NULL,
	"scroll_percentage" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_progress_user_id_story_id_pk" PRIMARY KEY("user_id","story_id")
);
--> statement-breakpoint
CREATE TABLE "stickers" (
	"story_id" text NOT NULL,
	"character" text NOT NULL,
	"blob_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stickers_story_id_character_pk" PRIMARY KEY("story_id","character")
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"title" text,
	"content" text NOT NULL,
	"age" integer NOT NULL,
	"gender" text NOT NULL,
	"interests" text[] NOT NULL,
	"style" text NOT NULL,
	"lesson" text NOT NULL,
	"is_collaborative" boolean DEFAULT false NOT NULL,
	"plot_twists" text[] NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', lesson || ' ' || immutable_array_to_string(interests, ' ')), 'B') || setweight(to_tsvector('english', content), 'C')) STORED
);
--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "illustrations" ADD CONSTRAINT "illustrations_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stickers" ADD CONSTRAINT "stickers_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stories_user_created_idx" ON "stories" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stories_search_idx" ON "stories" USING gin ("search_vector");
CREATE TABLE "shared_stories" (
	"story_id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"shared_at" timestamp (3) with time zone NOT NULL,
	"upvotes" integer DEFAULT 0 NOT NULL,
	"downvotes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shared_stories_counts_non_negative" CHECK ("shared_stories"."upvotes" >= 0 and "shared_stories"."downvotes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vote_rate_hits" (
	"user_id" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "vote_rate_hits_user_id_window_start_pk" PRIMARY KEY("user_id","window_start")
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"story_id" text NOT NULL,
	"user_id" text NOT NULL,
	"value" smallint NOT NULL,
	"cast_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "votes_story_id_user_id_pk" PRIMARY KEY("story_id","user_id"),
	CONSTRAINT "votes_value_is_up_or_down" CHECK ("votes"."value" in (1, -1))
);
--> statement-breakpoint
CREATE TABLE "weekly_scores" (
	"week_start" date NOT NULL,
	"story_id" text NOT NULL,
	"score" integer NOT NULL,
	CONSTRAINT "weekly_scores_week_start_story_id_pk" PRIMARY KEY("week_start","story_id")
);
--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_story_id_shared_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."shared_stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weekly_scores" ADD CONSTRAINT "weekly_scores_story_id_shared_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."shared_stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_stories_newest_idx" ON "shared_stories" USING btree ("shared_at" DESC NULLS LAST,"story_id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "shared_stories_owner_idx" ON "shared_stories" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "votes_user_idx" ON "votes" USING btree ("user_id","story_id");--> statement-breakpoint
CREATE INDEX "votes_cast_at_idx" ON "votes" USING btree ("cast_at");--> statement-breakpoint
CREATE INDEX "weekly_scores_rank_idx" ON "weekly_scores" USING btree ("week_start","score" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "weekly_scores_story_idx" ON "weekly_scores" USING btree ("story_id");
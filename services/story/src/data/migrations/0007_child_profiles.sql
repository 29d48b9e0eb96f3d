-- A family's saved children: what the wizard asks, kept once. The age is never stored (the birth month
-- keeps it current). Stories remember which child they were for and which story they continued.
CREATE TABLE "children" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"birth_month" text NOT NULL,
	"gender" text NOT NULL,
	"interests" text[] NOT NULL,
	"style" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "children_user_idx" ON "children" USING btree ("user_id","created_at");
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "child_id" text REFERENCES "children"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "continues_from" text;
--> statement-breakpoint
CREATE INDEX "stories_user_child_created_id_idx" ON "stories" USING btree ("user_id","child_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);

-- Each account's chosen narrator and pace (GET /api/narration/voices, PUT /api/narration/preference).
CREATE TABLE "narration_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"voice" text NOT NULL,
	"speed" real NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

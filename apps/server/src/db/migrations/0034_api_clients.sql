CREATE TABLE "api_clients" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_clients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"client_id" varchar(40) NOT NULL,
	"tenant_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"created_by" integer NOT NULL,
	"name" varchar(30) NOT NULL,
	"scopes" text[] NOT NULL,
	"ip_allowlist" text[] NOT NULL,
	"rate_limit_per_minute" integer NOT NULL,
	"secret_sha256" char(64) NOT NULL,
	"secret_hint" varchar(4) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"secret_rotated_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	CONSTRAINT "api_clients_clientId_unique" UNIQUE("client_id")
);
--> statement-breakpoint
ALTER TABLE "oauth_tokens" ALTER COLUMN "refresh_token_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ALTER COLUMN "refresh_expires_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD COLUMN "api_client_id" integer;--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD COLUMN "scopes" text[];--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "api_client_id" integer;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_clients_org_id_index" ON "api_clients" USING btree ("org_id");--> statement-breakpoint
ALTER TABLE "oauth_tokens" ADD CONSTRAINT "oauth_tokens_api_client_id_api_clients_id_fk" FOREIGN KEY ("api_client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD CONSTRAINT "operation_logs_api_client_id_api_clients_id_fk" FOREIGN KEY ("api_client_id") REFERENCES "public"."api_clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oauth_tokens_api_client_id_index" ON "oauth_tokens" USING btree ("api_client_id");--> statement-breakpoint
CREATE INDEX "operation_logs_api_client_id_id_index" ON "operation_logs" USING btree ("api_client_id","id");
-- A mail that is sent (or logged, or failed for good) keeps no private link to a request page: its
-- stored template's `requestUrl` becomes null, as the mail worker now does when it records the last
-- attempt (a resend by staff gives the mail a new link).
UPDATE "mail_outbox" SET "template" = jsonb_set("template", '{props,requestUrl}', 'null') WHERE "status"::text IN ('sent', 'logged', 'failed') AND jsonb_typeof("template" -> 'props' -> 'requestUrl') = 'string';

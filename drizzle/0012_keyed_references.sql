-- A reference tells nothing of how many leads came before it. Migration 0008's permutation had
-- public constants, so one reference gave away its lead's number; now the n-th lead's code comes
-- from a keyed permutation of the 30^6 codes: a Feistel network of six rounds on two halves of
-- 27,000 codes each (30^3), whose round function is an MD5 of a random key kept in app_secrets.
-- Existing references stay as they are; a new code that an older one already took is skipped (the
-- sequence gives the next number), so no two leads share a reference.
INSERT INTO "app_secrets" ("name", "value") VALUES ('lead-reference', encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex')) ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "lead_reference"(n bigint) RETURNS text LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  secret text := (SELECT "value" FROM "app_secrets" WHERE "name" = 'lead-reference');
  half CONSTANT bigint := 27000;
  l bigint;
  r bigint;
  t bigint;
  x bigint;
  code text;
BEGIN
  LOOP
    x := n % (half * half);
    l := x / half;
    r := x % half;
    FOR i IN 1..6 LOOP
      t := r;
      r := (l + ('x' || substr(md5(secret || ':' || i || ':' || r), 1, 8))::bit(32)::bigint) % half;
      l := t;
    END LOOP;
    x := l * half + r;
    code := '';
    FOR i IN 1..6 LOOP
      code := substr('23456789ABCDEFGHJKMNPQRSTVWXYZ', (x % 30)::int + 1, 1) || code;
      x := x / 30;
    END LOOP;
    code := 'ARC-' || code;
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "quote_inquiries" WHERE "reference" = code) AND NOT EXISTS (SELECT 1 FROM "contact_messages" WHERE "reference" = code);
    n := nextval('lead_reference_seq');
  END LOOP;
  RETURN code;
END
$$;

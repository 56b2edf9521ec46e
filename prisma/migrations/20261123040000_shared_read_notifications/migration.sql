-- Shared reads (styles, popular ideas, trending topics) are cached by every app instance.
-- Any change to those tables, from any instance or any tool, notifies every listener on
-- the channel "inkwell_shared_reads" (payload: the table's name) once the change commits,
-- and each instance drops its copy. Statement-level: one notification per statement
-- (PostgreSQL folds identical ones within a transaction).
CREATE FUNCTION "inkwell_notify_shared_read"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('inkwell_shared_reads', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;

CREATE TRIGGER "Style_notify_shared_read"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "Style"
FOR EACH STATEMENT EXECUTE FUNCTION "inkwell_notify_shared_read"();

CREATE TRIGGER "PopularIdea_notify_shared_read"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "PopularIdea"
FOR EACH STATEMENT EXECUTE FUNCTION "inkwell_notify_shared_read"();

CREATE TRIGGER "TrendingTopic_notify_shared_read"
AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "TrendingTopic"
FOR EACH STATEMENT EXECUTE FUNCTION "inkwell_notify_shared_read"();

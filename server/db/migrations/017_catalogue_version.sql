-- A number that grows with every change to the catalogue's games or vendors, on any instance: a
-- process holding the games for name searches (server/src/services/catalogue/name-search.ts) reads
-- this one row to learn whether its list is still the database's, instead of reading every game again.
CREATE TABLE catalogue_version (
  slot INT PRIMARY KEY CHECK (slot = 1),
  version BIGINT NOT NULL
);

INSERT INTO catalogue_version (slot, version) VALUES (1, 1);

CREATE FUNCTION bump_catalogue_version() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN UPDATE catalogue_version SET version = version + 1 WHERE slot = 1; RETURN NULL; END $$;

CREATE TRIGGER games_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON games FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

CREATE TRIGGER vendors_bump_catalogue_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON vendors FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_version();

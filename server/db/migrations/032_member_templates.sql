-- A member's own choice of the member-centre and deposit layouts (site info's mobileTemplate: mem_cen, dep_func); null follows the site.
ALTER TABLE members ADD COLUMN template_mem_cen smallint CHECK (template_mem_cen IN (0, 1));
ALTER TABLE members ADD COLUMN template_dep_func smallint CHECK (template_dep_func IN (0, 1));

-- The profit accelerator is built (issue 18): /profit-accelerator and /revenue-accelerator show it, as
-- /business-development/growth-planner does. Existing companies get their entries enabled; new ones through the catalogue.
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" IN ('profit_accelerator', 'revenue_accelerator');

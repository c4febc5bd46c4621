-- The document editor is built (issue 19): /document-editor, and the SOPs under Business Development. Existing
-- companies get it enabled; new ones through the catalogue's builtEntries.
UPDATE "company_permissions" SET "enabled" = true WHERE "kind" = 'entry' AND "name" = 'document_editor';

-- A core value is its name and what it looks like in practice (issue 18): the names saved as plain text keep their
-- wording, with the practice left to write.
UPDATE "company_information"
SET "company_values" = jsonb_set("company_values", '{coreValues}', (
  SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(v) = 'string' THEN jsonb_build_object('name', v #>> '{}', 'practice', '') ELSE v END), '[]'::jsonb)
  FROM jsonb_array_elements(coalesce("company_values" -> 'coreValues', '[]'::jsonb)) v
))
WHERE jsonb_typeof("company_values" -> 'coreValues') = 'array';

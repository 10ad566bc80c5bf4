-- FAQ answers become rich text (HTML cleaned by sanitize-html on save, modules/knowledge/answer.ts):
-- the plain-text answers written before are escaped and keep their line breaks.
UPDATE "knowledge_items"
   SET "answer" = replace(replace(replace(replace(replace("answer", '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), E'\n', '<br />')
 WHERE "kind" = 1 AND "answer" IS NOT NULL;

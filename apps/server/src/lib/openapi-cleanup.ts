/**
 * OpenAPI 3.0 allows `nullable` only beside a `type` (or a `$ref`). zod writes a nullable
 * `unknown` (the operation log's before/after) as `{ nullable: true }` alone; an untyped schema
 * admits null already, so the flag goes and the document is valid.
 */
export function withoutBareNullable<Document>(document: Document): Document {
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit);
      return;
    }
    if (node === null || typeof node !== 'object') return;
    const schema = node as Record<string, unknown>;
    if (schema.nullable === true && !('type' in schema) && !('$ref' in schema)) delete schema.nullable;
    Object.values(schema).forEach(visit);
  };
  visit(document);
  return document;
}

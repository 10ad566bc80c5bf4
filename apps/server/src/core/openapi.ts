import { z } from 'zod';
import type { RouteDef } from './route';

const toSchema = (schema: z.ZodType | undefined) => {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
};

function parameters(def: RouteDef) {
  const out: object[] = [];
  for (const [where, schema] of [
    ['query', def.query],
    ['path', def.params],
  ] as const) {
    const json = toSchema(schema) as { properties?: Record<string, object>; required?: string[] } | undefined;
    for (const [name, s] of Object.entries(json?.properties ?? {})) {
      out.push({
        name,
        in: where,
        required: where === 'path' || !!json?.required?.includes(name),
        schema: s,
      });
    }
  }
  return out;
}

/** OpenAPI 3.1 from the route table: every route with its schemas and its permission code. */
export function openApiDocument(defs: RouteDef[], version: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const def of defs) {
    const path = `/api${def.url}`.replace(/:(\w+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][def.method.toLowerCase()] = {
      summary: def.summary,
      tags: def.tags,
      'x-permission': def.access,
      ...(def.adminOnly ? { 'x-admin-only': true } : {}),
      ...(def.feature ? { 'x-paid-feature': def.feature } : {}),
      ...(def.paidParts?.length ? { 'x-paid-parts': def.paidParts.map((p) => p.feature) } : {}),
      parameters: parameters(def),
      ...(def.body
        ? { requestBody: { content: { 'application/json': { schema: toSchema(def.body) } } } }
        : def.multipart
          ? { requestBody: { content: { 'multipart/form-data': { schema: { type: 'object' } } } } }
          : {}),
      responses: {
        '200': { description: 'Envelope { success, data, message }' },
        '4XX': { description: 'Envelope with success false, a translated message and a code' },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Fieldline API', version },
    components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'token' } } },
    paths,
  };
}


type Json = Record<string, unknown>;

/** One MCP tool: an operation of the API, described from the served OpenAPI document. */
export interface ApiTool {
  /** The operationId. */
  name: string;
  title: string;
  description: string;
  inputSchema: Json & { type: 'object' };
  /** The success answer's schema, when it is an object (MCP's structured content is one). */
  outputSchema?: Json & { type: 'object' };
  annotations: { title: string; readOnlyHint: boolean; destructiveHint?: boolean; idempotentHint?: boolean };
  /** The scope the operation needs; `any` takes any API scope (the change feed). */
  scope: string;
  method: string;
  /** The path under the API's base, with `{name}` for each path parameter. */
  path: string;
  pathParams: string[];
  queryParams: string[];
  /** The body's own fields, given as top-level arguments; undefined when the operation takes no body. */
  body?: { fields: string[] };
  /** Writes take an idempotency key, sent as the `Idempotency-Key` header. */
  idempotent: boolean;
}

/** The argument carrying a write's `Idempotency-Key`. */
export const IDEMPOTENCY_ARGUMENT = 'idempotencyKey';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/**
 * The API's operations as tools, one per operationId, from the OpenAPI document the API host
 * serves, so the tools follow every change of the routes. Inputs are the path, query and body
 * parameters side by side (a body field may not share a parameter's name: such a document is
 * refused at start); the output is the success answer. Names, descriptions and schemas are the
 * document's own, with its `$ref`s resolved, as MCP clients expect self-contained schemas.
 */
export function toolsOf(document: Json): ApiTool[] {
  const components = ((document.components as Json | undefined)?.schemas ?? {}) as Record<string, Json>;
  const resolve = (schema: unknown, seen: string[] = []): unknown => {
    if (Array.isArray(schema)) return schema.map((item) => resolve(item, seen));
    if (!schema || typeof schema !== 'object') return schema;
    const ref = (schema as Json).$ref;
    if (typeof ref === 'string') {
      const name = ref.replace('#/components/schemas/', '');
      if (seen.includes(name)) throw new Error(`The OpenAPI schema ${name} refers to itself; tools need self-contained schemas`);
      return resolve(components[name], [...seen, name]);
    }
    const copy: Json = {};
    for (const [key, value] of Object.entries(schema)) {
      // Examples are for people reading the reference; tools do without their weight.
      if (key === 'example' || key === 'examples') continue;
      copy[key] = resolve(value, seen);
    }
    return copy;
  };

  const tools: ApiTool[] = [];
  for (const [path, operations] of Object.entries((document.paths ?? {}) as Record<string, Json>)) {
    for (const method of METHODS) {
      const operation = operations[method] as Json | undefined;
      if (!operation || typeof operation.operationId !== 'string') continue;
      const security = (operation.security ?? []) as Record<string, string[]>[];
      const scopes = security.flatMap((requirement) => requirement.oauth2 ?? []);
      // Public operations (none today) need no credential, so no tool either.
      if (!scopes.length) continue;
      const properties: Json = {};
      const required: string[] = [];
      const pathParams: string[] = [];
      const queryParams: string[] = [];
      for (const parameter of (operation.parameters ?? []) as Json[]) {
        const name = parameter.name as string;
        if (parameter.in === 'path') pathParams.push(name);
        else if (parameter.in === 'query') queryParams.push(name);
        else continue;
        properties[name] = { ...(resolve(parameter.schema) as Json), ...(parameter.description ? { description: parameter.description } : {}) };
        if (parameter.required || parameter.in === 'path') required.push(name);
      }
      let body: ApiTool['body'];
      const bodySchema = resolve(((operation.requestBody as Json | undefined)?.content as Json | undefined)?.['application/json'] && (((operation.requestBody as Json).content as Json)['application/json'] as Json).schema) as Json | undefined;
      if (bodySchema) {
        const fields = Object.entries((bodySchema.properties ?? {}) as Json);
        for (const [name, schema] of fields) {
          if (name in properties) throw new Error(`${operation.operationId as string}: the body field ${name} has the name of a parameter`);
          properties[name] = schema;
        }
        required.push(...(((bodySchema.required ?? []) as string[]).filter((name) => !required.includes(name))));
        body = { fields: fields.map(([name]) => name) };
      }
      const idempotent = method !== 'get';
      if (idempotent) {
        properties[IDEMPOTENCY_ARGUMENT] = {
          type: 'string',
          minLength: 1,
          maxLength: 255,
          pattern: '^[\\x20-\\x7E]+$',
          description: 'Makes the call safe to retry: the same key with the same arguments within 24 h answers the first result again and does nothing more.',
        };
      }
      const success = Object.entries((operation.responses ?? {}) as Record<string, Json>).find(([status]) => /^2\d\d$/.test(status));
      const output = success ? (resolve(((success[1].content as Json | undefined)?.['application/json'] as Json | undefined)?.schema) as Json | undefined) : undefined;
      const title = (operation.summary as string | undefined) ?? (operation.operationId as string);
      tools.push({
        name: operation.operationId as string,
        title,
        description: [operation.summary, operation.description].filter(Boolean).join('\n\n'),
        inputSchema: { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false },
        ...(output?.type === 'object' ? { outputSchema: output as Json & { type: 'object' } } : {}),
        annotations: {
          title,
          readOnlyHint: method === 'get',
          ...(method === 'get' ? {} : { destructiveHint: method === 'delete', idempotentHint: method === 'put' || method === 'delete' }),
        },
        scope: scopes.length > 1 ? 'any' : scopes[0],
        method: method.toUpperCase(),
        path,
        pathParams,
        queryParams,
        body,
        idempotent,
      });
    }
  }
  return tools;
}

/** The request a tool call makes: method, path with its parameters, query and body. */
export function requestOf(tool: ApiTool, args: Record<string, unknown>): { method: string; url: string; body?: Json; idempotencyKey?: string } {
  const rest: Json = { ...args };
  const idempotencyKey = typeof rest[IDEMPOTENCY_ARGUMENT] === 'string' ? (rest[IDEMPOTENCY_ARGUMENT] as string) : undefined;
  delete rest[IDEMPOTENCY_ARGUMENT];
  let path = tool.path;
  for (const name of tool.pathParams) {
    // A missing one leaves an empty segment, which the route refuses as the REST call would be.
    path = path.replace(`{${name}}`, encodeURIComponent(String(rest[name] ?? '')));
    delete rest[name];
  }
  // Built by hand rather than with URLSearchParams: a tool call of a kept list is answered in
  // a few tens of microseconds, and this is on its way.
  const query: string[] = [];
  const add = (name: string, value: unknown) => query.push(`${encodeURIComponent(name)}=${encodeURIComponent(typeof value === 'object' ? JSON.stringify(value) : String(value))}`);
  for (const name of tool.queryParams) {
    const value = rest[name];
    delete rest[name];
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) add(name, item);
  }
  // Anything else is the body's, where the API refuses what it does not know; an operation
  // without a body gets it in the query, refused there alike.
  if (!tool.body) {
    for (const [name, value] of Object.entries(rest)) if (value !== undefined) add(name, value);
  }
  const search = query.length ? `?${query.join('&')}` : '';
  return { method: tool.method, url: `${path}${search}`, ...(tool.body ? { body: rest } : {}), ...(idempotencyKey ? { idempotencyKey } : {}) };
}

/** A line or two for the text content of a result, beside the structured content. */
export function summaryOf(tool: ApiTool, status: number, answer: unknown): string {
  if (answer && typeof answer === 'object' && !Array.isArray(answer)) {
    const { data, pagination } = answer as { data?: unknown; pagination?: { total?: number; page?: number; hasMore?: boolean } };
    if (Array.isArray(data)) {
      const total = pagination?.total !== undefined ? ` of ${pagination.total}` : '';
      return `${tool.title}: ${data.length}${total} item(s)${pagination?.hasMore ? ', more on the next page (pass nextCursor as cursor)' : ''}. The items are in the structured content.`;
    }
    if (data && typeof data === 'object') {
      const item = data as Record<string, unknown>;
      const label = item.name ?? item.title ?? item.content;
      const named = typeof label === 'string' ? ` "${label.length > 80 ? `${label.slice(0, 77)}...` : label}"` : '';
      return `${tool.title}: done (${status})${named}${item.id !== undefined ? `, id ${String(item.id)}` : ''}. The full answer is in the structured content.`;
    }
  }
  return `${tool.title}: done (${status}).`;
}

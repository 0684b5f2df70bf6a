import type { FastifyReply } from 'fastify';
import { Type, type TSchema } from 'typebox';
import { ErrorSchema } from './errors.ts';
import type { Tag } from './openapi.ts';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid parameters',
  401: 'Missing or invalid credentials',
  403: 'Insufficient scope or permissions',
  404: 'The resource does not exist',
  409: 'Conflicts with the current state',
  429: 'Rate limit exceeded',
};

/** Response schemas for the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses(...statuses: number[]): Record<number, typeof ErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse(DESCRIPTIONS[status])]));
}

/** The error answer in `description`'s words: for a status the descriptions above do not cover (410, 423). */
export function errorResponse(description: string) {
  return { ...ErrorSchema, description };
}

// What a route answers: its success, named by status, then the errors it can answer. Every
// route of the API says both, so the reference lists exactly what a client must handle.

/** 200 with `schema`. */
export function ok<T extends TSchema>(schema: T, ...errors: number[]) {
  return { 200: schema, ...errorResponses(...errors) };
}

/** 201 with `schema`: the call made something. */
export function created<T extends TSchema>(schema: T, ...errors: number[]) {
  return { 201: schema, ...errorResponses(...errors) };
}

/**
 * 201 when this call made it, 200 when it was already so (joining, registering, putting a
 * member): the same answer either way, so a client may safely retry.
 */
export function createdOrOk<T extends TSchema>(schema: T, ...errors: number[]) {
  return { 200: schema, 201: schema, ...errorResponses(...errors) };
}

/** 204 with no body; `description` says what happened ("Deleted", "Removed"). */
export function noContent(description: string, ...errors: number[]) {
  return { 204: Type.Null({ description }), ...errorResponses(...errors) };
}

/** Answers 201 with `data`: the call made it. */
export function answerCreated<T>(reply: FastifyReply, data: T): { data: T } {
  reply.code(201);
  return { data };
}

/** Answers `data` with 201 when the call made it, 200 when it was already so. */
export function answerCreatedOrOk<T>(reply: FastifyReply, created: boolean, data: T): { data: T } {
  reply.code(created ? 201 : 200);
  return { data };
}

/** Answers 204, with no body, once `done` (a removal) has finished. */
export async function answerNoContent(reply: FastifyReply, done: Promise<void>): Promise<FastifyReply> {
  await done;
  return reply.code(204).send(null);
}

/** operationId, tags, summary and description of one route. */
export interface OperationWords {
  operationId: string;
  tags: [Tag];
  summary: string;
  description?: string;
}

/**
 * The words of one module's operations in the reference: the module names its tag once
 * (`const doc = operationDoc('Events')`), then each route its operationId, summary and, where
 * the summary is not enough, a description (the scope sentence is added by `openapi.ts`).
 */
export function operationDoc(tag: Tag) {
  return (operationId: string, summary: string, description?: string): OperationWords => ({
    operationId,
    tags: [tag],
    summary,
    ...(description === undefined ? {} : { description }),
  });
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest, onSendHookHandler, preHandlerHookHandler } from 'fastify';
import { forbidden } from './errors.ts';
import type { Principal } from './principal.ts';

/**
 * Permission rules and the gate that makes every write route apply one.
 *
 * A rule is a named pure function made with `policy()`. A write route (POST, PUT, PATCH,
 * DELETE, on either host) declares the rule it applies in `config.policy`, the function itself;
 * a host does not start with a write route that declares none. When the host records
 * (`record`, on under test), every answer below 400 to a write is checked: the declared rule
 * must have been evaluated while that request was handled, or the answer becomes a 500. So a
 * handler that skips its rule fails its tests instead of shipping.
 */

type Rule = (...args: never[]) => boolean;

/** A permission rule made with `policy()`: the function itself, carrying its name. */
export type Policy<R extends Rule = Rule> = R & { readonly policyName: string };

/** What one request evaluated: the rules, and whether an open rule found nobody to act for. */
interface Evaluations {
  applied: Set<Policy>;
  callerRefused: boolean;
}

// Holds a request's evaluations only while a recording host handles it; elsewhere (the
// command line, a host that does not record) a rule costs one empty lookup.
const evaluations = new AsyncLocalStorage<Evaluations>();
const openRules = new Set<Policy>();

/** Makes a permission rule: `rule` itself, noting each evaluation for the recorder. */
export function policy<R extends Rule>(name: string, rule: R): Policy<R> {
  const call = rule as unknown as (...args: unknown[]) => boolean;
  const applied = ((...args: unknown[]) => {
    const allowed = call(...args);
    const seen = evaluations.getStore();
    if (seen) {
      seen.applied.add(applied);
      if (!allowed && openRules.has(applied)) seen.callerRefused = true;
    }
    return allowed;
  }) as unknown as Policy<R>;
  Object.defineProperties(applied, { name: { value: name }, policyName: { value: name } });
  return applied;
}

function openRule<R extends Rule>(name: string, rule: R): Policy<R> {
  const made = policy(name, rule);
  openRules.add(made);
  return made;
}

/**
 * The open rule of the API: any caller the API authenticated may do this; their scope is
 * checked before. A route declaring it says why the action is open. The host applies it.
 */
export const anyCaller = openRule('anyCaller', (principal: Principal | undefined): principal is Principal => principal !== undefined);

/**
 * The open rule of the sign-in host's account pages: whoever is signed in may do this to their
 * own account. The pages apply it when they look up who is signed in.
 */
export const anySignedInPerson = openRule('anySignedInPerson', <P>(person: P | undefined): person is P => person !== undefined);

/**
 * The open rule of the sign-in host's forms that need nobody signed in: the form itself
 * carries its proof (a password, a mailed link, a pending sign-in of this browser). The host
 * applies it.
 */
export const anyVisitor = openRule('anyVisitor', () => true);

/** A write route as registered, with the rule it declares. */
export interface WriteRoute {
  method: string;
  url: string;
  policy: Policy;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The permission rule a write route applies, made with `policy()`: a rule of its module's
     * `policy.ts`, or an open rule of this file. Every POST, PUT, PATCH and DELETE route
     * declares one (see `registerPolicyGate`).
     */
    policy?: Policy;
  }
  interface FastifyInstance {
    /** The host's write routes and their rules, as registered. */
    writeRoutes: WriteRoute[];
  }
}

export interface PolicyGateOptions {
  /** Check that each successful write evaluated its declared rule (on under test). */
  record: boolean;
  /**
   * The open rules this host applies itself, before the handler, from what it knows of the
   * request: each answers whether the request may go on.
   */
  hostRules?: ReadonlyMap<Policy, (request: FastifyRequest) => boolean>;
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const recorded = new WeakMap<FastifyRequest, Evaluations>();

/**
 * Every write route of `app` registered after this call must declare its rule, or the host
 * does not start; `app.writeRoutes` lists them. A route whose rule the host applies gets a
 * preHandler for it; only a recording host adds anything to the other routes.
 */
export function registerPolicyGate(app: FastifyInstance, options: PolicyGateOptions): void {
  const routes: WriteRoute[] = [];
  app.decorate('writeRoutes', routes);
  app.addHook('onRoute', (route) => {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => WRITES.has(method));
    if (!methods.length) return;
    const declared = route.config?.policy;
    if (!declared) {
      throw new Error(`${methods.join(',')} ${route.url} declares no policy: set config.policy to the rule it applies (made with policy() in its module's policy.ts, or an open rule of src/http/policies.ts)`);
    }
    for (const method of methods) routes.push({ method, url: route.url, policy: declared });
    const atHost = options.hostRules?.get(declared);
    if (!atHost && !options.record) return;
    // Last among the route's preHandlers: one before it that answers (an idempotent replay)
    // answers without the handler, so there is nothing to record.
    route.preHandler = [...[route.preHandler ?? []].flat(), applyAtHost(atHost, options.record)];
    if (options.record) route.onSend = [checkApplied(declared), ...[route.onSend ?? []].flat()];
  });
}

function applyAtHost(atHost: ((request: FastifyRequest) => boolean) | undefined, record: boolean): preHandlerHookHandler {
  const refusal = (request: FastifyRequest) => (atHost && !atHost(request) ? forbidden('This action is not open to this caller') : undefined);
  if (!record) return (request, _reply, done) => done(refusal(request));
  return (request, _reply, done) => {
    const seen: Evaluations = { applied: new Set(), callerRefused: false };
    recorded.set(request, seen);
    // The handler runs inside `done`, so the rules it evaluates are noted in `seen`.
    evaluations.run(seen, () => done(refusal(request)));
  };
}

function checkApplied(declared: Policy): onSendHookHandler {
  return (request, reply, payload, done) => {
    const seen = recorded.get(request);
    // No record: the handler never ran. An open rule that found nobody refused the request
    // (the sign-in pages then redirect to the login page, below 400).
    if (!seen || reply.statusCode >= 400 || seen.applied.has(declared) || seen.callerRefused) return done(null, payload);
    const message = `${request.method} ${request.routeOptions.url} answered ${reply.statusCode} without evaluating its policy ${declared.policyName}`;
    // Tests log nothing and a 500 hides its cause: say it where the test run shows it.
    process.emitWarning(message, 'PolicyNotApplied');
    done(new Error(message));
  };
}

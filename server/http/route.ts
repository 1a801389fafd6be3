import { type Request, type RequestHandler, type Response, Router } from 'express';
import type { RouteDefinition, RouteReply, RouteRequest } from '../../shared/api/route.ts';
import { expressPath, isAdminAreaRoute } from '../../shared/api/route.ts';
import type { UserRow } from '../auth/users.ts';
import { AppError } from './errors.ts';

declare global {
  namespace Express {
    // Who is asking, as sessions (passport) and bearerAuth set it: our user row.
    interface User extends UserRow {}
    interface Request {
      /** Set when the request authenticated with a bearer token instead of the session cookie. */
      apiToken?: string;
    }
  }
}

/** A route's handler: gets what the route's schemas validated, answers what its answer schema describes. */
export type RouteHandler<R extends RouteDefinition> = (
  request: RouteRequest<R> & { user: R['access'] extends 'public' ? UserRow | undefined : UserRow },
  req: Request,
  res: Response,
) => Promise<RouteReply<R>> | RouteReply<R>;

export interface ContractRouterOptions {
  /** Checks each JSON answer against its schema before sending it (tests and development). */
  checkAnswers: boolean;
}

/**
 * A router, mounted at /api, that serves routes of the contract. `serve(route, ...middleware, handler)`
 * checks who may call the route (before the middleware, so strangers never get a body read or a rate
 * limit spent), runs the middleware, validates params, query and body with the route's schemas (a
 * ZodError becomes 400 validation_error in the error handler), runs the handler and answers its result
 * as JSON with the route's status, or with a status the handler set itself (health's 503). Handlers of
 * event-stream and redirect routes answer through `res` themselves.
 */
export function createContractRouter({ checkAnswers }: ContractRouterOptions) {
  const router = Router();

  function serve<R extends RouteDefinition>(
    route: R,
    ...chain: [...RequestHandler[], RouteHandler<R>]
  ): void {
    // A route of the admin area that anybody less than an admin could call is a mistake of its
    // definition: refused when the server starts, not discovered by a stranger.
    if (isAdminAreaRoute(route) && route.access !== 'admin' && route.access !== 'owner') {
      throw new Error(
        `${route.method} ${route.path} is in the admin area but its access is '${route.access}'`,
      );
    }
    const handler = chain.pop() as RouteHandler<R>;
    const middleware = chain as RequestHandler[];
    const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
    const authorized: RequestHandler = (req, _res, next) => {
      authorize(route, req);
      next();
    };
    router[method](
      expressPath(route.path),
      authorized,
      ...middleware,
      async (req: Request, res: Response) => {
        const request = {
          params: route.params ? route.params.parse(req.params) : {},
          query: route.query ? route.query.parse(req.query) : {},
          body: route.body
            ? route.body.parse(req.body)
            : route.form
              ? route.form.fields.parse(req.body ?? {})
              : undefined,
          user: req.user,
        } as Parameters<RouteHandler<R>>[0];
        const reply = await handler(request, req, res);
        if (typeof route.answer === 'string' || res.headersSent) return;
        if (checkAnswers) {
          const checked = route.answer.safeParse(reply);
          if (!checked.success) {
            throw new Error(
              `${route.method} ${route.path} answered outside its schema: ${checked.error.message}`,
            );
          }
        }
        if (res.statusCode === 200) res.status(route.status ?? 200);
        res.json(reply);
      },
    );
  }

  return { router, serve };
}

/** SPEC's words for a signed-in user without the role. */
const ADMIN_REQUIRED = 'Admin access required.';
const OWNER_REQUIRED = 'Only the owner of this installation may do this.';

/** 401 for visitors, 403 for users without the route's role (owners are admins too). */
function authorize(route: RouteDefinition, req: Request): void {
  if (route.access === 'public') return;
  if (!req.user) throw new AppError('unauthorized');
  if (route.access === 'admin' && !req.user.is_admin && !req.user.is_owner)
    throw new AppError('forbidden', ADMIN_REQUIRED);
  if (route.access === 'owner' && !req.user.is_owner)
    throw new AppError('forbidden', req.user.is_admin ? OWNER_REQUIRED : ADMIN_REQUIRED);
}

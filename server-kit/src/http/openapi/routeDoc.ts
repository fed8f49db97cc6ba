import type { Role } from '@provender/events'
import type { z } from 'zod'

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete'

/** Who may call a route: anyone, any signed-in account, or only these roles. */
export type Access = 'public' | 'signed-in' | readonly Role[]

export interface ResponseDoc {
  description: string
  /** The answer's body as zod states it (its output side); none for an empty answer. */
  schema?: z.ZodType
  /** `application/json` unless said (the timeline export is `text/csv`). */
  contentType?: string
}

export interface HeaderDoc {
  name: string
  description: string
  schema: z.ZodType
}

/**
 * One route's documentation, declared by the slice that serves it beside its routes. The
 * schemas are the ones the route parses with, so the document cannot drift from the code.
 */
export interface RouteDoc {
  method: HttpMethod
  /** The path exactly as the Koa router declares it (`/api/orders/:id`), prefix included. */
  path: string
  summary: string
  description?: string
  /** The group the reference lists it under (the slice). */
  tag: string
  access: Access
  /** Path values (`:id`); undeclared ones are documented as plain strings. */
  params?: z.ZodType
  query?: z.ZodType
  headers?: readonly HeaderDoc[]
  /** The request body (its input side). */
  body?: z.ZodType
  /** True when the body may be left out (the fulfil call, a transfer). */
  bodyOptional?: boolean
  /** Successful answers by status. */
  responses: Partial<Record<number, ResponseDoc>>
  /**
   * The errors this route answers beyond those its access and inputs imply (401, 403, 400 are
   * added from them), by status: what it means, with its `code` values.
   */
  errors?: Partial<Record<number, string>>
}

/** A route as a slice declares it: its tag and access may come from the slice's shared ones. */
export type SliceRouteDoc = Omit<RouteDoc, 'tag' | 'access'> & Partial<Pick<RouteDoc, 'tag' | 'access'>>

/**
 * A slice's routes, most of them under one tag and one access: those are said once, and a route
 * says its own only where it differs.
 */
export function documentRoutes(
  shared: Pick<RouteDoc, 'tag' | 'access'>,
  routes: readonly SliceRouteDoc[],
): readonly RouteDoc[] {
  return routes.map((route) => ({ ...shared, ...route }))
}

/** A route's one successful answer, as most routes have: its status, what it means, its body (none: empty). */
export function answer(status: number, description: string, schema?: z.ZodType): RouteDoc['responses'] {
  return { [status]: schema ? { description, schema } : { description } }
}

/** A route on one item, its path and path values the item's unless it says its own. */
export type ItemRouteDoc = Omit<SliceRouteDoc, 'path'> & Partial<Pick<SliceRouteDoc, 'path'>>

/**
 * The routes on one item of a collection (`/api/products/:id`): where it is, its path values and
 * the 404 of an item that is not there (or not the caller's) are said once. A route under the
 * item (`/api/products/:id/…`) names its own path; its errors add to the 404 or replace it.
 */
export function itemRoutes(path: string, params: z.ZodType, notFound: string) {
  return ({ errors, ...route }: ItemRouteDoc): SliceRouteDoc => ({
    path,
    params,
    ...route,
    errors: { 404: notFound, ...errors },
  })
}

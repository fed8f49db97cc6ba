export { importRouteDocs } from './openapi.ts'
export { importRoutes } from './routes.ts'

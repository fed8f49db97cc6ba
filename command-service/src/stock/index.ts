export { stockRouteDocs } from './openapi.ts'
export { stockRoutes } from './routes.ts'

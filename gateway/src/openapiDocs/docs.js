// Starts swagger-ui on the gateway's own document. A file of its own, not an inline script:
// the gateway's Content-Security-Policy allows scripts from its origin only.
window.ui = window.SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  // Deep links put a link inside each operation's toggle button (nested controls, small
  // targets); plain highlighting keeps example text at the contrast the page needs.
  deepLinking: false,
  syntaxHighlight: false,
  presets: [window.SwaggerUIBundle.presets.apis],
  layout: 'BaseLayout',
  // "Try it out" calls the API with the browser's session, as the apps do.
  withCredentials: true,
  requestInterceptor: (request) => {
    request.headers['X-Requested-With'] = 'swagger-ui'
    return request
  },
})

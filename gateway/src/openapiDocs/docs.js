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

/*
 * Repairs to the markup swagger-ui renders inside an opened operation, where its components give
 * no hook (wrapComponents can only wrap a whole component, not change the attributes it renders).
 * They run after each render of the reference and only touch attributes React never set or set
 * once, so a later render does not undo them; an operation opened again is new markup, repaired again.
 */
const root = document.getElementById('swagger-ui')
const idReferences = ['for', 'aria-labelledby', 'aria-describedby', 'aria-controls', 'headers']

function repair() {
  // The request body's media type: swagger-ui gives the wrapping label the select's id where it
  // means `for`, so the id is there twice.
  for (const label of root.querySelectorAll('label[id]')) {
    if (label.control && label.control.id === label.id) {
      label.removeAttribute('id')
      label.htmlFor = label.control.id
    }
  }
  uniqueIds()

  for (const table of root.querySelectorAll('table.responses-table')) {
    // An unnamed region is no landmark, but the role still hides the table from assistive
    // technology; the header cells are td, so no data cell has a header.
    if (table.getAttribute('role') === 'region') table.removeAttribute('role')
    for (const cell of table.querySelectorAll(':scope > thead > tr > td')) {
      cell.setAttribute('role', 'columnheader')
    }
  }

  // A parameter's select (an enum) and its other controls have no label: name them after the parameter.
  for (const control of root.querySelectorAll('tr[data-param-name] :is(input, select, textarea)')) {
    if (control.labels?.length || control.hasAttribute('aria-label')) continue
    control.setAttribute('aria-label', control.closest('tr').dataset.paramName)
  }
  for (const editor of root.querySelectorAll('textarea.body-param__text:not([aria-label])')) {
    editor.setAttribute('aria-label', 'Request body')
  }

  // Long examples scroll inside their box: a keyboard has to be able to reach it to scroll it.
  for (const example of root.querySelectorAll('.highlight-code > pre:not([tabindex])')) {
    example.tabIndex = 0
  }
}

/**
 * Renames the second and later holders of an id, and the references to it made from beside them
 * (inside their largest ancestor that does not hold the first one).
 */
function uniqueIds() {
  const seen = new Map()
  for (const element of root.querySelectorAll('[id]')) {
    const id = element.id
    const first = seen.get(id)
    if (!first) {
      seen.set(id, { element, count: 1 })
      continue
    }
    first.count += 1
    let fresh = `${id}-${first.count}`
    while (document.getElementById(fresh)) fresh += '-'
    let scope = element
    while (scope.parentElement && !scope.parentElement.contains(first.element)) scope = scope.parentElement
    for (const name of idReferences) {
      for (const referrer of [scope, ...scope.querySelectorAll(`[${name}]`)]) {
        const ids = referrer.getAttribute(name)?.split(/\s+/) ?? []
        if (ids.includes(id)) referrer.setAttribute(name, ids.map((i) => (i === id ? fresh : i)).join(' '))
      }
    }
    element.id = fresh
  }
}

// Only the tree changes (rendered or removed markup) call for a repair; the repairs themselves
// change attributes alone, so they do not call the observer again.
new MutationObserver(repair).observe(root, { childList: true, subtree: true })

/** A phone order's line: "Placed by Sam Reyes", with "outside ordering hours" when staff confirmed it was. */
export function placedByText(order: {
  placedBy?: { name: string } | null
  placedOutsideWindow?: boolean
}): string | null {
  if (!order.placedBy) return null
  const name = order.placedBy.name || 'staff'
  return `Placed by ${name}${order.placedOutsideWindow ? ' (outside ordering hours)' : ''}`
}

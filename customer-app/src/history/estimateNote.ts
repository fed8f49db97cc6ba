/** Under an estimate (the review, the confirmation, history): kept apart from the table so the review loads without it. */
export const ESTIMATE_NOTE = 'Actual totals may vary depending on incoming product weight.'

import type { StaffUser } from '../dataProvider/index.ts'

/** Spec 5: a transfer goes to another sales rep; the current owner is not offered. */
export function transferTargets(reps: readonly StaffUser[], currentOwnerId: number | null): StaffUser[] {
  return reps.filter((rep) => rep.id !== currentOwnerId)
}

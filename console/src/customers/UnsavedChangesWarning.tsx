import { type RefObject, useEffect, useRef, useState } from 'react'
import { type RouterBlocker, useBlocker, useTranslate } from 'react-admin'
import { type Control, useFormState } from 'react-hook-form'

/** The props react-admin's `<Form>` gives its `WarnWhenUnsavedChangesComponent`. */
export interface UnsavedChangesWarningProps {
  enable?: boolean
  formRootPathName?: string
  formControl?: Control
}

/**
 * react-admin's unsaved-changes warning (same question, same rules for what counts as leaving),
 * made safe to type on after Cancel.
 *
 * react-router hands every blocker change to React inside `startTransition`, so after Cancel
 * resets the blocker, renders caused by typing still see the old "blocked" blocker until that
 * transition commits. react-admin's own warning lets a blocked navigation through as soon as
 * the form is clean again, so typing back to the saved value in that window called `proceed()`
 * on a blocker the router had already reset: "Invalid blocker state transition: unblocked ->
 * proceeding", and the page crashed. Here each blocked navigation is answered once at most:
 * react-router makes a new blocker object for each one, so its identity says which was answered.
 */
export function UnsavedChangesWarning({
  enable = true,
  formRootPathName,
  formControl,
}: UnsavedChangesWarningProps) {
  const translate = useTranslate()
  const { isSubmitSuccessful, dirtyFields } = useFormState(formControl ? { control: formControl } : undefined)
  const mayLeave = !enable || Object.keys(dirtyFields).length === 0 || isSubmitSuccessful

  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (mayLeave) return false
    // Moving within the form (its tabs) keeps the changes; its show view does not.
    const root = formRootPathName || currentLocation.pathname
    return !nextLocation.pathname.startsWith(root) || nextLocation.pathname.startsWith(`${root}/show`)
  })
  const answered = useRef<RouterBlocker | null>(null)
  const [asking, setAsking] = useState(false)

  useEffect(() => {
    const navigation = unanswered(blocker, answered)
    if (!navigation) return
    // A save (or delete) resets the form in the same tick as its redirect: let that through.
    if (mayLeave) answer(navigation, answered, true)
    // Ask on the next render, so a reset that lands one tick after the block is seen first.
    else setAsking(true)
  }, [blocker, mayLeave])

  useEffect(() => {
    if (!asking) return
    setAsking(false)
    const navigation = unanswered(blocker, answered)
    if (navigation)
      answer(navigation, answered, mayLeave || window.confirm(translate('ra.message.unsaved_changes')))
  }, [asking, blocker, mayLeave, translate])

  // Closing the tab or reloading: the browser's own question.
  useEffect(() => {
    if (mayLeave) return
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      // Chrome and Edge before 119 ask only when returnValue is set.
      event.returnValue = true
    }
    window.addEventListener('beforeunload', beforeUnload)
    return () => window.removeEventListener('beforeunload', beforeUnload)
  }, [mayLeave])

  return null
}

type BlockedNavigation = Extract<RouterBlocker, { state: 'blocked' }>

/** The render's blocked navigation, unless it was answered already (that render is stale). */
function unanswered(
  blocker: RouterBlocker,
  answered: RefObject<RouterBlocker | null>,
): BlockedNavigation | null {
  return blocker.state === 'blocked' && answered.current !== blocker ? blocker : null
}

function answer(navigation: BlockedNavigation, answered: RefObject<RouterBlocker | null>, leave: boolean) {
  answered.current = navigation
  if (leave) navigation.proceed()
  else navigation.reset()
}

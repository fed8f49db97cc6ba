import type { SessionUser } from '@provender/web-shared/session.ts'
import { createContext, type ReactNode, useContext, useState } from 'react'

interface UserState {
  user: SessionUser | null
  setUser: (user: SessionUser) => void
}

const UserContext = createContext<UserState | null>(null)

/** Holds the user restored at start-up so a profile change shows at once in the top bar. */
export function UserProvider({
  initialUser,
  children,
}: {
  initialUser: SessionUser | null
  children: ReactNode
}) {
  const [user, setUser] = useState(initialUser)
  return <UserContext.Provider value={{ user, setUser }}>{children}</UserContext.Provider>
}

export function useUserState(): UserState {
  const state = useContext(UserContext)
  if (!state) throw new Error('useUserState must be used inside a UserProvider')
  return state
}

/** The signed-in customer; only for screens behind the route gate, which guarantees one. */
export function useCustomer(): SessionUser {
  const { user } = useUserState()
  if (!user) throw new Error('No signed-in user')
  return user
}

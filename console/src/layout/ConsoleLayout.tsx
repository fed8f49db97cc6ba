import type { ReactNode } from 'react'
import { Layout } from 'react-admin'
import { ConsoleAppBar } from './ConsoleAppBar.tsx'
import { ConsoleMenu } from './ConsoleMenu.tsx'
import { ConsoleSidebar } from './ConsoleSidebar.tsx'
import { RequirePasswordChanged } from './RequirePasswordChanged.tsx'

export function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <RequirePasswordChanged>
      <Layout appBar={ConsoleAppBar} menu={ConsoleMenu} sidebar={ConsoleSidebar} appBarAlwaysOn>
        {children}
      </Layout>
    </RequirePasswordChanged>
  )
}

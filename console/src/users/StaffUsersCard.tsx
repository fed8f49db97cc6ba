import { Stack, Typography } from '@mui/material'
import { formatPhone } from '@provender/events'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import type { ReactNode } from 'react'
import { DataTable } from 'react-admin'
import { CardRow } from '../common/CardRow.tsx'
import { CardList, EmptyList, ListCard } from '../common/ListCard.tsx'
import { fullName } from '../common/useConsoleData.ts'
import { DEFAULT_USER_SORT, type StaffUser } from '../dataProvider/index.ts'

const Col = DataTable.Col<StaffUser>

/** What sets one kind of staff account's list apart; the list itself is the same for every kind. */
export interface StaffUsersCardProps {
  /** The data provider's resource: `users` filtered by role, or one bound to a role (`auditors`). */
  resource: string
  filter?: Record<string, unknown>
  storeKey: string
  /** The search box's label, "Search sales reps". */
  searchLabel: string
  /** What an empty list says, "No sales reps found." */
  emptyText: string
  loadFailed: string
  /** A row's click (a tap on a phone); none leaves the rows still. */
  onOpen?: (user: StaffUser) => void
  /** A column after the phone, and its words on a phone card ("3 customers"). */
  extra?: { label: string; render: (user: StaffUser) => ReactNode; caption: (user: StaffUser) => string }
  /** A row's ⋮ menu. */
  actions?: (user: StaffUser) => ReactNode
  /** The dialogs the actions open, inside the list's context so they can refresh it. */
  children?: ReactNode
}

/**
 * Spec 2.11's list of staff accounts, one pattern for every tab of /users: a card with the search,
 * a table on a desktop (name, email, phone as (312) 555-0102, actions) or tappable blocks on a
 * phone, and the shared paging inside the card.
 */
export function StaffUsersCard(props: StaffUsersCardProps) {
  const phone = usePhone()
  const { extra, actions, onOpen } = props
  return (
    <ListCard
      resource={props.resource}
      filter={props.filter}
      sort={DEFAULT_USER_SORT}
      storeKey={props.storeKey}
      syncWithLocation={false}
      searchLabel={props.searchLabel}
      loadFailed={props.loadFailed}
      dialogs={props.children}
    >
      {phone ? (
        <StaffUserCards {...props} />
      ) : (
        <DataTable<StaffUser>
          rowClick={
            onOpen
              ? (_id, _resource, user) => {
                  onOpen(user as StaffUser)
                  return false
                }
              : false
          }
          bulkActionButtons={false}
          empty={<EmptyList text={props.emptyText} />}
        >
          <Col source="firstName" label="Name" render={(u) => fullName(u)} />
          <Col source="email" label="Email" />
          <Col label="Phone" disableSort render={(u) => formatPhone(u.phone)} />
          {extra && <Col label={extra.label} align="right" disableSort render={extra.render} />}
          {actions && <Col label="Actions" align="right" disableSort render={actions} />}
        </DataTable>
      )}
    </ListCard>
  )
}

function StaffUserCards({ emptyText, onOpen, extra, actions }: StaffUsersCardProps) {
  return (
    <CardList<StaffUser>
      empty={emptyText}
      card={(user) => (
        <CardRow onOpen={onOpen && (() => onOpen(user))} actions={actions?.(user)}>
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography fontWeight={700}>{fullName(user)}</Typography>
            <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {[user.email, formatPhone(user.phone), extra?.caption(user)].filter(Boolean).join(' · ')}
            </Typography>
          </Stack>
        </CardRow>
      )}
    />
  )
}

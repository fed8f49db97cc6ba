import { Box, Card, List, Stack, Typography } from '@mui/material'
import { errorMessage } from '@provender/web-shared/api.ts'
import { useNotify } from '@provender/web-shared/SnackbarProvider.tsx'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { Fragment, type ReactNode, useEffect } from 'react'
import {
  FilterLiveSearch,
  ListBase,
  Pagination,
  type RaRecord,
  type SortPayload,
  useListContext,
} from 'react-admin'
import { DEFAULT_PAGE_SIZE } from '../dataProvider/index.ts'

/** Spec 9: 10, 25 or 50 rows a page, default 10; a phone gets 10 only. */
export const PAGE_SIZES = [10, 25, 50]
/** The logs (customer history, sent mail) read in longer pages: up to 100 rows. */
export const LOG_PAGE_SIZES = [10, 25, 50, 100]

export interface ListCardProps {
  resource: string
  sort?: SortPayload
  filter?: Record<string, unknown>
  filterDefaultValues?: Record<string, unknown>
  /** Where react-admin keeps the page, sort and search when they are not in the URL. */
  storeKey?: string
  /** The page, sort and search in the URL (react-admin's default), or only in the store. */
  syncWithLocation?: boolean
  perPage?: number
  pageSizes?: readonly number[]
  /** The search box's label, "Search customers"; none for a list the API does not search (invoices). */
  searchLabel?: string
  /** What a failed read says when the server gives no reason. */
  loadFailed: string
  /** Above the search, inside the card: a card header, tabs. */
  header?: ReactNode
  /** Beside the search: a sort button, a scope toggle. */
  tools?: ReactNode
  /** The rows: a table on a desktop, blocks on a phone. */
  children: ReactNode
  /** Inside the list's context, outside the card: the dialogs the rows open, so they can refresh it. */
  dialogs?: ReactNode
}

/**
 * Every console list has one shape: react-admin's list controller around a card holding the
 * search, the rows and react-admin's paging; a failed read is a notice in the server's words.
 */
export function ListCard(props: ListCardProps) {
  const notify = useNotify()
  const { syncWithLocation = true, perPage = DEFAULT_PAGE_SIZE } = props
  return (
    <ListBase
      resource={props.resource}
      sort={props.sort}
      filter={props.filter}
      filterDefaultValues={props.filterDefaultValues}
      perPage={perPage}
      storeKey={props.storeKey}
      disableSyncWithLocation={!syncWithLocation}
      queryOptions={{ onError: (error: unknown) => notify(errorMessage(error, props.loadFailed), 'error') }}
    >
      <Card>
        {props.header}
        <Stack
          direction="row"
          spacing={1.5}
          alignItems="center"
          useFlexGap
          flexWrap="wrap"
          sx={{ px: 2, pt: 2, pb: 1 }}
        >
          {props.searchLabel && (
            <FilterLiveSearch
              source="q"
              label={props.searchLabel}
              variant="outlined"
              sx={{ flex: 1, maxWidth: { sm: 360 } }}
            />
          )}
          {props.tools}
        </Stack>
        {props.children}
        <ListPaging perPage={perPage} pageSizes={props.pageSizes ?? PAGE_SIZES} />
      </Card>
      {props.dialogs}
    </ListBase>
  )
}

/** react-admin's paging; a phone holds the list's first page size only (spec 9). */
function ListPaging({ perPage, pageSizes }: { perPage: number; pageSizes: readonly number[] }) {
  const phone = usePhone()
  const list = useListContext()
  const { setPerPage } = list
  useEffect(() => {
    if (phone && list.perPage !== perPage) setPerPage(perPage)
  }, [phone, perPage, list.perPage, setPerPage])
  return <Pagination rowsPerPageOptions={phone ? [perPage] : [...pageSizes]} />
}

/** What a list with no rows says. */
export function EmptyList({ text }: { text: string }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }}>
      <Typography color="text.secondary">{text}</Typography>
    </Box>
  )
}

/**
 * A list drawn as blocks, one per record of the page (a phone's layout, or a short list's only
 * one): nothing while the page loads, `empty` when it holds no record.
 */
export function CardList<R extends RaRecord>({
  empty,
  label,
  card,
}: {
  empty: string
  label?: string
  card: (record: R) => ReactNode
}) {
  const { data, isPending } = useListContext<R>()
  if (isPending) return null
  if (!data?.length) return <EmptyList text={empty} />
  return (
    <List disablePadding aria-label={label}>
      {data.map((record) => (
        <Fragment key={record.id}>{card(record)}</Fragment>
      ))}
    </List>
  )
}

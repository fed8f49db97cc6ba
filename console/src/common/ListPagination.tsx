import { useEffect } from 'react'
import { Pagination, useListContext } from 'react-admin'
import { usePhone } from './usePhone.ts'

/** Spec 9: 10, 25 or 50 rows a page, default 10; a phone gets 10 only. */
export const PAGE_SIZES = [10, 25, 50]
export const DEFAULT_PAGE_SIZE = 10

export function ListPagination() {
  const phone = usePhone()
  const { perPage, setPerPage } = useListContext()
  useEffect(() => {
    if (phone && perPage !== DEFAULT_PAGE_SIZE) setPerPage(DEFAULT_PAGE_SIZE)
  }, [phone, perPage, setPerPage])
  return <Pagination rowsPerPageOptions={phone ? [DEFAULT_PAGE_SIZE] : PAGE_SIZES} />
}

import { Grid } from '@mui/material'
import { MAX_SUBSTITUTES } from '@provender/events'
import { AutocompleteArrayInput, useGetList } from 'react-admin'
import type { Product } from '../dataProvider/index.ts'

/**
 * Issue 36: the products the warehouse may ship in this one's place when it is short, in the
 * order offered. Saved by its own call after the product's fields (PUT …/substitutes).
 */
export function ProductSubstitutesInput({ productId, open }: { productId: string; open: boolean }) {
  const { data: catalogue = [] } = useGetList<Product>(
    'products',
    { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } },
    { enabled: open },
  )
  const choices = catalogue
    .filter((p) => p.id !== productId)
    .map((p) => ({ id: p.id, name: `${p.name} (${p.id})` }))
  return (
    <Grid container sx={{ pt: 2 }}>
      <Grid size={12}>
        <AutocompleteArrayInput
          source="substitutes"
          label="Substitutes"
          choices={choices}
          helperText={`Shipped in its place when it is short, if the customer allows it; at most ${MAX_SUBSTITUTES}.`}
          validate={(ids: string[] | undefined) =>
            (ids?.length ?? 0) > MAX_SUBSTITUTES ? `Name at most ${MAX_SUBSTITUTES} substitutes.` : undefined
          }
        />
      </Grid>
    </Grid>
  )
}

import AddIcon from '@mui/icons-material/Add'
import CategoryIcon from '@mui/icons-material/Category'
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline'
import EditIcon from '@mui/icons-material/Edit'
import { Button, IconButton, List, ListItem, Stack, Typography } from '@mui/material'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { useState } from 'react'
import { DataTable, useListContext } from 'react-admin'
import { Link } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { ConfirmDelete } from '../common/ConfirmDelete.tsx'
import { DeleteQuestion } from '../common/DeleteQuestion.tsx'
import { EmptyList, ListCard } from '../common/ListCard.tsx'
import { ListScreen } from '../common/PageHeader.tsx'
import { priceLabels } from '../customers/productPricing.ts'
import type { Product } from '../dataProvider/index.ts'
import { ListExportMenu } from '../exports/index.ts'
import { ProductFormDialog } from './ProductFormDialog.tsx'
import { PRODUCT_MESSAGES } from './productForm.ts'

const Col = DataTable.Col<Product>
const unitName = (p: Product) =>
  p.unitType === 'weight' ? 'Weight' : `Pack${p.packsPerCase ? ` · ${p.packsPerCase} a case` : ''}`

/** /products (spec 2.9): the catalogue, searched and paged in the browser, edited in a dialog. */
export function ProductList() {
  const canEdit = useCan('products', 'edit')
  const [editing, setEditing] = useState<Product | null>(null)
  const [formOpen, setFormOpen] = useState(false)
  const [deleting, setDeleting] = useState<Product | null>(null)
  const open = (product: Product | null) => {
    setEditing(product)
    setFormOpen(true)
  }
  return (
    <ListScreen
      title="Products"
      actions={
        <>
          <Button component={Link} to="/categories" variant="outlined" startIcon={<CategoryIcon />}>
            Categories
          </Button>
          {canEdit && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => open(null)}>
              Add Product
            </Button>
          )}
        </>
      }
    >
      <ListCard
        resource="products"
        sort={{ field: 'name', order: 'ASC' }}
        searchLabel="Search products"
        tools={<ListExportMenu name="products" />}
        loadFailed={PRODUCT_MESSAGES.loadFailed}
      >
        <ProductRows onEdit={canEdit ? open : undefined} onDelete={canEdit ? setDeleting : undefined} />
      </ListCard>
      <ProductFormDialog open={formOpen} product={editing} onClose={() => setFormOpen(false)} />
      <ConfirmDelete
        resource="products"
        title="Delete Product"
        record={deleting}
        content={<DeleteQuestion name={deleting?.name} warning={PRODUCT_MESSAGES.deleteWarning} />}
        messages={PRODUCT_MESSAGES}
        onClose={() => setDeleting(null)}
      />
    </ListScreen>
  )
}

function ProductRows({
  onEdit,
  onDelete,
}: {
  onEdit?: (product: Product) => void
  onDelete?: (product: Product) => void
}) {
  const phone = usePhone()
  const actions = (p: Product) =>
    onEdit &&
    onDelete && (
      <Stack direction="row" justifyContent="flex-end">
        <IconButton aria-label={`Edit ${p.name}`} onClick={() => onEdit(p)}>
          <EditIcon />
        </IconButton>
        <IconButton aria-label={`Delete ${p.name}`} onClick={() => onDelete(p)}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
    )
  if (phone) return <ProductCards actions={actions} />
  return (
    <DataTable<Product> bulkActionButtons={false} rowClick={false} empty={<NoProducts />}>
      <Col source="name" label="Name" render={(p) => <NameCell product={p} />} />
      <Col source="id" label="ID" />
      <Col source="categoryName" label="Category" render={(p) => p.categoryName ?? 'Other'} />
      <Col source="unitType" label="Unit" render={unitName} />
      <Col source="price" label="Price" align="right" render={(p) => <PriceCell product={p} />} />
      {onEdit && <Col label="Actions" align="right" disableSort render={actions} />}
    </DataTable>
  )
}

function NameCell({ product }: { product: Product }) {
  return (
    <>
      <Typography variant="body2" fontWeight={600}>
        {product.name}
      </Typography>
      {product.description && (
        <Typography variant="caption" color="text.secondary">
          {product.description}
        </Typography>
      )}
    </>
  )
}

/** Spec 9: pack products per pack and per case, weight products per lb. */
function PriceCell({ product }: { product: Product }) {
  return (
    <Stack alignItems="flex-end">
      {priceLabels(product).map((label) => (
        <Typography key={label} variant="body2" sx={{ whiteSpace: 'nowrap' }}>
          {label}
        </Typography>
      ))}
    </Stack>
  )
}

function ProductCards({ actions }: { actions: (p: Product) => React.ReactNode }) {
  const { data, isPending } = useListContext<Product>()
  if (isPending) return null
  if (!data?.length) return <NoProducts />
  return (
    <List disablePadding>
      {data.map((p) => (
        <ListItem key={p.id} divider secondaryAction={actions(p)} sx={{ pr: 13 }}>
          <Stack spacing={0.25} sx={{ minWidth: 0 }}>
            <Typography fontWeight={700}>{p.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {p.id} · {p.categoryName ?? 'Other'} · {unitName(p)}
            </Typography>
            <Typography variant="body2">{priceLabels(p).join(' · ')}</Typography>
          </Stack>
        </ListItem>
      ))}
    </List>
  )
}

function NoProducts() {
  return <EmptyList text="No products found." />
}

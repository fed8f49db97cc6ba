import AddIcon from '@mui/icons-material/Add'
import CategoryIcon from '@mui/icons-material/Category'
import InventoryIcon from '@mui/icons-material/Inventory2Outlined'
import { Button, ListItem, Stack, Typography } from '@mui/material'
import { usePhone } from '@provender/web-shared/usePhone.ts'
import { type ReactNode, useState } from 'react'
import { DataTable } from 'react-admin'
import { Link } from 'react-router-dom'
import { useCan } from '../auth/useCan.ts'
import { ConfirmDelete } from '../common/ConfirmDelete.tsx'
import { DeleteQuestion } from '../common/DeleteQuestion.tsx'
import { EditDeleteButtons, useEditAndDelete } from '../common/EditAndDelete.tsx'
import { CardList, EmptyList, ListCard } from '../common/ListCard.tsx'
import { ListScreen } from '../common/PageHeader.tsx'
import { priceLabels } from '../customers/productPricing.ts'
import type { Product } from '../dataProvider/index.ts'
import { ListExportMenu } from '../exports/index.ts'
import { ProductFormDialog } from './ProductFormDialog.tsx'
import { PRODUCT_MESSAGES } from './productForm.ts'
import { StockChip } from './StockChip.tsx'
import { StockDialog } from './StockDialog.tsx'

const Col = DataTable.Col<Product>
const NO_PRODUCTS = 'No products found.'
const unitName = (p: Product) =>
  p.unitType === 'weight' ? 'Weight' : `Pack${p.packsPerCase ? ` · ${p.packsPerCase} a case` : ''}`

/** /products (spec 2.9): the catalogue, searched and paged in the browser, edited in a dialog. */
export function ProductList() {
  const canEdit = useCan('products', 'edit')
  const canStock = useCan('products.stock', 'edit')
  const dialogs = useEditAndDelete<Product>()
  const [stocking, setStocking] = useState<Product | null>(null)
  return (
    <ListScreen
      title="Products"
      actions={
        <>
          <Button component={Link} to="/categories" variant="outlined" startIcon={<CategoryIcon />}>
            Categories
          </Button>
          {canEdit && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => dialogs.openForm(null)}>
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
        <ProductRows
          actions={
            canEdit
              ? (p) => (
                  <Stack direction="row" justifyContent="flex-end">
                    {canStock && (
                      <Button
                        size="small"
                        startIcon={<InventoryIcon />}
                        aria-label={`Stock of ${p.name}`}
                        onClick={() => setStocking(p)}
                      >
                        Stock
                      </Button>
                    )}
                    <EditDeleteButtons
                      name={p.name}
                      onEdit={() => dialogs.openForm(p)}
                      onDelete={() => dialogs.askDelete(p)}
                    />
                  </Stack>
                )
              : undefined
          }
        />
      </ListCard>
      <StockDialog product={stocking} onClose={() => setStocking(null)} />
      <ProductFormDialog open={dialogs.formOpen} product={dialogs.editing} onClose={dialogs.closeForm} />
      <ConfirmDelete
        resource="products"
        title="Delete Product"
        record={dialogs.deleting}
        content={<DeleteQuestion name={dialogs.deleting?.name} warning={PRODUCT_MESSAGES.deleteWarning} />}
        messages={PRODUCT_MESSAGES}
        onClose={dialogs.closeDelete}
      />
    </ListScreen>
  )
}

/** The products as a table, or as blocks on a phone; `actions` only for those who may edit. */
function ProductRows({ actions }: { actions?: (product: Product) => ReactNode }) {
  const phone = usePhone()
  if (phone)
    return (
      <CardList<Product>
        empty={NO_PRODUCTS}
        card={(p) => (
          <ListItem divider secondaryAction={actions?.(p)} sx={{ pr: 13 }}>
            <Stack spacing={0.25} sx={{ minWidth: 0 }}>
              <Typography fontWeight={700}>{p.name}</Typography>
              <Typography variant="caption" color="text.secondary">
                {p.id} · {p.categoryName ?? 'Other'} · {unitName(p)}
              </Typography>
              <Typography variant="body2">{priceLabels(p).join(' · ')}</Typography>
              <StockChip product={p} />
            </Stack>
          </ListItem>
        )}
      />
    )
  return (
    <DataTable<Product> bulkActionButtons={false} rowClick={false} empty={<EmptyList text={NO_PRODUCTS} />}>
      <Col source="name" label="Name" render={(p) => <NameCell product={p} />} />
      <Col source="id" label="ID" />
      <Col source="categoryName" label="Category" render={(p) => p.categoryName ?? 'Other'} />
      <Col source="unitType" label="Unit" render={unitName} />
      <Col source="price" label="Price" align="right" render={(p) => <PriceCell product={p} />} />
      <Col label="Stock" disableSort render={(p) => <StockChip product={p} />} />
      {actions && <Col label="Actions" align="right" disableSort render={actions} />}
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

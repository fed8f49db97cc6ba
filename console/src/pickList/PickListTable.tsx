import {
  Card,
  CardHeader,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material'
import { formatQuantity } from '@provender/web-shared/format/index.ts'
import { Fragment } from 'react'
import { Link as RouterLink } from 'react-router-dom'
import type { PickListCategory } from '../dataProvider/index.ts'
import { totalLabel } from './pickListFormat.ts'

/** One category: each product's total to pick, then which customer gets how much of it. */
export function PickListTable({ category }: { category: PickListCategory }) {
  return (
    <Card>
      <CardHeader
        title={category.categoryName}
        titleTypographyProps={{ variant: 'h6', component: 'h2' }}
        sx={{ pb: 0 }}
      />
      <Table size="small" aria-label={`Pick list: ${category.categoryName}`}>
        <TableHead>
          <TableRow>
            <TableCell>Product / customer</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>Order</TableCell>
            <TableCell align="right">To pick</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {category.products.map((product) => (
            <Fragment key={product.productId}>
              <TableRow sx={{ bgcolor: 'action.hover' }} data-testid={`pick-${product.productId}`}>
                <TableCell sx={{ fontWeight: 700 }}>
                  {product.name}
                  <Typography component="span" variant="caption" color="text.secondary">
                    {' '}
                    · {product.productId}
                  </Typography>
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
                <TableCell
                  align="right"
                  sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}
                  data-testid="pick-total"
                >
                  {totalLabel(product.total)}
                </TableCell>
              </TableRow>
              {product.lines.map((line) => (
                <TableRow key={`${line.orderId}-${line.quantityType}`}>
                  <TableCell sx={{ pl: 4 }}>
                    {line.businessName}
                    <Typography component="span" variant="caption" color="text.secondary">
                      {' '}
                      · Account # {line.accountNumber}
                    </Typography>
                    <Typography
                      component="div"
                      variant="caption"
                      sx={{ display: { xs: 'block', sm: 'none' } }}
                    >
                      <Link component={RouterLink} to={`/orders/${line.orderId}`}>
                        Order #{line.orderId}
                      </Link>
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
                    <Link component={RouterLink} to={`/orders/${line.orderId}`}>
                      #{line.orderId}
                    </Link>
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatQuantity(line.quantity, line.quantityType)}
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Card>
  )
}

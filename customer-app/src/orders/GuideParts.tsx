import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material'
import { formatPriceMove } from '@provender/web-shared/format/index.ts'
import type { ReactNode } from 'react'
import type { PriceMove, ReorderInfo } from './draft.ts'

/** A section of the guide or the review: a heading and its product lines. */
export function LineSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography
        id={id}
        variant="overline"
        component="h2"
        color="text.secondary"
        sx={{ fontWeight: 700, px: 0.5, display: 'block' }}
      >
        {title}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
        {children}
      </Box>
    </Box>
  )
}

/** "Price changed: $2.85 → $2.99 /lb" on a copied line whose price moved since that order. */
export function PriceMoveNote({ move }: { move: PriceMove }) {
  return (
    <Typography variant="body2" sx={{ color: 'warning.dark', fontWeight: 600 }} data-testid="price-move">
      Price changed: {formatPriceMove(move.from, move.to, move.quantityType)}
    </Typography>
  )
}

/** What was copied from a past order, what was left out, and that prices are today's. */
export function ReorderNotice({ reorder, onClose }: { reorder: ReorderInfo; onClose: () => void }) {
  const moved = reorder.priceMoves.length
  return (
    <Alert
      severity={reorder.leftOut.length || moved ? 'warning' : 'info'}
      onClose={onClose}
      slotProps={{ closeButton: { sx: { width: 44, height: 44 } } }}
    >
      Order #{reorder.orderId} copied at today's prices.
      {moved > 0 && ` ${moved === 1 ? 'One price has' : `${moved} prices have`} changed (marked below).`}
      {reorder.leftOut.length > 0 && ` No longer available, left out: ${reorder.leftOut.join(', ')}.`}
    </Alert>
  )
}

/** Issue 24's soft warning: lines far above the usual, asked about before the order is sent. */
export function OutlierDialog({
  questions,
  onChange,
  onConfirm,
}: {
  questions: readonly string[]
  onChange: () => void
  onConfirm: () => void
}) {
  return (
    <Dialog open={questions.length > 0} onClose={onChange} aria-labelledby="outlier-title">
      <DialogTitle id="outlier-title">Check these amounts</DialogTitle>
      <DialogContent>
        {questions.map((question) => (
          <Typography key={question} sx={{ mb: 1 }}>
            {question}
          </Typography>
        ))}
      </DialogContent>
      <DialogActions sx={{ px: 2, pb: 2, gap: 1 }}>
        <Button onClick={onChange} sx={{ minHeight: 44 }}>
          Change amounts
        </Button>
        <Button variant="contained" onClick={onConfirm} sx={{ minHeight: 44 }}>
          Yes, submit
        </Button>
      </DialogActions>
    </Dialog>
  )
}

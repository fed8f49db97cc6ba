import History from '@mui/icons-material/History'
import { Alert, Button, Stack, Typography } from '@mui/material'
import { formatMoneyCents, formatQuantity } from '@provender/web-shared/format/index.ts'
import { productKey } from '@provender/web-shared/ordering/catalog.ts'
import {
  guideSections,
  USUAL_TITLE,
  type UsualItem,
  type UsualItems,
} from '@provender/web-shared/ordering/guide.ts'
import type { CardExtras } from '@provender/web-shared/ordering/ProductPicker.tsx'
import { ProductSearch } from '@provender/web-shared/ordering/ProductSearch.tsx'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import type { OrderWizard } from '@provender/web-shared/ordering/useOrderWizard.ts'
import { StickyActions } from '@provender/web-shared/StickyActions.tsx'
import { type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react'
import { GuideLines } from './GuideLines.tsx'
import { LineSection } from './GuideParts.tsx'
import { firstLines, useRevealed } from './useRevealed.ts'

export const EMPTY_GUIDE_TEXT =
  'Your usual items will appear here after your first order: what you order most, with your last amounts.'

const countText = (count: number) => (count === 1 ? '1 item' : `${count} items`)

/** Under a usual item: the amount last ordered. */
function lastTimeNote(item: UsualItem): ReactNode {
  return (
    <Typography variant="body2" color="text.secondary">
      Last time: {formatQuantity(item.lastQuantity, item.lastQuantityType)}
    </Typography>
  )
}

/**
 * Issue 24's order guide: the usual items with their last amounts, then favourites, then the
 * catalogue by category, a search over all, a stepper on every line, "Fill from last order",
 * and the running estimate in the sticky bar with the way to the review.
 */
export function OrderGuide({
  wizard,
  products,
  usual,
  extrasOf,
  onFill,
  onReview,
}: {
  wizard: OrderWizard
  products: readonly CustomerProduct[]
  usual: UsualItems
  extrasOf: (product: CustomerProduct) => CardExtras
  onFill: () => void
  onReview: () => void
}) {
  const [search, setSearch] = useState('')
  const deferred = useDeferredValue(search)
  const sections = useMemo(
    () => guideSections(products, usual.items, deferred),
    [products, usual.items, deferred],
  )
  const lineCount = sections.reduce((sum, section) => sum + section.products.length, 0)
  const revealed = useRevealed(lineCount)
  const shown = firstLines(sections, revealed)
  // One note and one set of extras per product, the same objects from render to render, so a
  // line is drawn again only when what it shows changes (GuideLines).
  const lastTimeNotes = useMemo(
    () => new Map(usual.items.map((item) => [item.productId, lastTimeNote(item)])),
    [usual.items],
  )
  const extras = useMemo(
    () => new Map(products.map((product) => [productKey(product), extrasOf(product)])),
    [products, extrasOf],
  )
  const id = useId()
  const chosen = wizard.chosen.length
  return (
    <>
      {usual.lastOrder ? (
        <Button
          variant="outlined"
          size="large"
          startIcon={<History />}
          onClick={onFill}
          sx={{ minHeight: 48, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}
        >
          Fill from last order ({countText(usual.lastOrder.items.length)})
        </Button>
      ) : (
        <Alert severity="info">{EMPTY_GUIDE_TEXT}</Alert>
      )}
      <ProductSearch
        label="Search your products"
        value={search}
        onChange={setSearch}
        nothingFound={sections.length === 0}
      />
      {shown.map((section, index) => (
        <LineSection key={section.title} id={`${id}-${index}`} title={section.title}>
          <GuideLines
            products={section.products}
            wizard={wizard}
            extrasOf={(product) => extras.get(productKey(product))}
            noteOf={(product) =>
              section.title === USUAL_TITLE ? lastTimeNotes.get(productKey(product)) : undefined
            }
          />
        </LineSection>
      ))}
      <StickyActions
        summary={
          <Stack role="status">
            <Typography variant="body2" color="text.secondary">
              {chosen ? `${countText(chosen)} · Estimated Total` : 'Nothing chosen yet'}
            </Typography>
            <Typography
              data-testid="estimated-total"
              sx={{ fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.2 }}
            >
              {formatMoneyCents(wizard.summary.totalCents)}
            </Typography>
          </Stack>
        }
      >
        <Button
          variant="contained"
          size="large"
          disabled={!wizard.canNext || wizard.problems.size > 0}
          onClick={onReview}
          sx={{ minHeight: 48, px: 3 }}
        >
          Review order
        </Button>
      </StickyActions>
    </>
  )
}

import Check from '@mui/icons-material/Check'
import History from '@mui/icons-material/History'
import { Alert, Button, Stack, Typography } from '@mui/material'
import { formatMoneyCents, formatQuantity } from '@provender/web-shared/format/index.ts'
import { productKey } from '@provender/web-shared/ordering/catalog.ts'
import {
  orderFormSections,
  USUAL_FILTER,
  type UsualItem,
  type UsualItems,
} from '@provender/web-shared/ordering/guide.ts'
import { NextBar } from '@provender/web-shared/ordering/NextBar.tsx'
import type { CardExtras } from '@provender/web-shared/ordering/ProductPicker.tsx'
import { ProductSearch } from '@provender/web-shared/ordering/ProductSearch.tsx'
import type { CustomerProduct } from '@provender/web-shared/ordering/types.ts'
import type { OrderWizard } from '@provender/web-shared/ordering/useOrderWizard.ts'
import { type ReactNode, useDeferredValue, useId, useMemo, useState } from 'react'
import { chooseActions, GuideLines } from './GuideLines.tsx'
import { LineSection } from './GuideParts.tsx'
import { firstLines, useRevealed } from './useRevealed.ts'

export const EMPTY_GUIDE_TEXT =
  'Your usual items will appear here after your first order: what you order most, with your last amounts.'

export const countText = (count: number) => (count === 1 ? '1 item' : `${count} items`)

/** On a card the customer has ordered before: the amount last ordered. */
function lastTimeNote(item: UsualItem): ReactNode {
  return (
    <Typography variant="body2" color="text.secondary">
      Last time: {formatQuantity(item.lastQuantity, item.lastQuantityType)}
    </Typography>
  )
}

/**
 * Spec 2.14 step 1, Select Your Items: favourites, then the categories by name, Other last; each
 * card with its name, description, price, star and Selected chip; Next once something is chosen.
 * What makes it fast is added inside it: a − / + stepper on every card (a + chooses the product
 * in the unit last ordered), "Last time" on the cards ordered before, "Fill from last order", a
 * Usual items filter over the same sections, a search, and the running estimate beside Next.
 */
export function ItemsStep({
  wizard,
  products,
  usual,
  extrasOf,
  onFill,
  onNext,
  stockDate,
}: {
  wizard: OrderWizard
  products: readonly CustomerProduct[]
  usual: UsualItems
  extrasOf: (product: CustomerProduct) => CardExtras
  onFill: () => void
  onNext: () => void
  /** The chosen delivery date, which each line's stock is judged for (issue 36). */
  stockDate: string | null
}) {
  const [search, setSearch] = useState('')
  const [usualOnly, setUsualOnly] = useState(false)
  const deferred = useDeferredValue(search)
  const hasUsual = usual.items.length > 0
  const sections = useMemo(
    () => orderFormSections(products, usual.items, deferred, usualOnly && hasUsual),
    [products, usual.items, deferred, usualOnly, hasUsual],
  )
  const lineCount = sections.reduce((sum, section) => sum + section.products.length, 0)
  const revealed = useRevealed(lineCount)
  const shown = firstLines(sections, revealed)
  // One note and one set of extras per product, the same objects from render to render, so a
  // card is drawn again only when what it shows changes (GuideLines).
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
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'stretch', sm: 'center' }}>
        <ProductSearch
          label="Search your products"
          value={search}
          onChange={setSearch}
          nothingFound={false}
        />
        {hasUsual && (
          <Button
            variant={usualOnly ? 'contained' : 'outlined'}
            aria-pressed={usualOnly}
            startIcon={usualOnly ? <Check /> : undefined}
            onClick={() => setUsualOnly((on) => !on)}
            sx={{
              minHeight: 48,
              flexShrink: 0,
              whiteSpace: 'nowrap',
              alignSelf: { xs: 'flex-start', sm: 'auto' },
            }}
          >
            {USUAL_FILTER}
          </Button>
        )}
      </Stack>
      {sections.length === 0 && (
        <Typography color="text.secondary" role="status" sx={{ textAlign: 'center', py: 3 }}>
          {deferred.trim()
            ? `No products match “${deferred.trim()}”.`
            : 'None of your usual items is offered now.'}
        </Typography>
      )}
      {shown.map((section, index) => (
        <LineSection key={section.title} id={`${id}-${index}`} title={section.title}>
          <GuideLines
            products={section.products}
            state={wizard}
            actions={chooseActions(wizard)}
            extrasOf={(product) => extras.get(productKey(product))}
            noteOf={(product) => lastTimeNotes.get(productKey(product))}
            stockDate={stockDate}
          />
        </LineSection>
      ))}
      <NextBar
        summary={
          <Stack role="status">
            <Typography variant="body2" color="text.secondary">
              {chosen ? `${countText(chosen)} selected · Estimated Total` : 'Nothing selected'}
            </Typography>
            <Typography
              data-testid="estimated-total"
              sx={{ fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.2 }}
            >
              {formatMoneyCents(wizard.summary.totalCents)}
            </Typography>
          </Stack>
        }
        disabled={!wizard.canNext}
        onNext={onNext}
      />
    </>
  )
}

import { styled } from '@mui/material/styles'

/**
 * The look of a guide line and its stepper, in one styled element with plain markup inside.
 * A line drawn from MUI's components (Stack, Typography, IconButton, TextField, ToggleButton)
 * cost some 25 styled components each; forty of them kept a mid-range phone busy for seconds
 * on opening the order form (Lighthouse's total blocking time). These rules draw the same thing.
 */
export const GuideLineRoot = styled('div')(({ theme }) => {
  const { palette, shape, typography } = theme
  const focus = { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 }
  const control = {
    boxSizing: 'border-box' as const,
    minWidth: 44,
    height: 44,
    margin: 0,
    font: 'inherit',
    cursor: 'pointer',
    background: palette.background.paper,
    '&:focus-visible': focus,
    '&:disabled': { cursor: 'default' },
  }
  return {
    padding: theme.spacing(1.5),
    borderBottom: `1px solid ${palette.divider}`,
    fontFamily: typography.fontFamily,
    [theme.breakpoints.up('sm')]: { padding: theme.spacing(1.5, 2) },
    '& .pv-head': { display: 'flex', alignItems: 'flex-start', gap: theme.spacing(1) },
    '&[data-selected]': {
      background: 'rgba(29, 82, 52, 0.05)',
      boxShadow: `inset 3px 0 0 ${palette.primary.main}`,
    },
    '& .pv-text': { flexGrow: 1, minWidth: 0 },
    '& .pv-select': {
      display: 'block',
      width: '100%',
      margin: 0,
      padding: theme.spacing(0.5),
      marginLeft: theme.spacing(-0.5),
      border: 0,
      borderRadius: shape.borderRadius,
      background: 'transparent',
      font: 'inherit',
      color: 'inherit',
      textAlign: 'left',
      cursor: 'pointer',
      // Only where a pointer hovers: on a phone the tap's hover would stay on the card.
      '@media (hover: hover)': { '&:hover:not(:disabled)': { background: palette.action.hover } },
      '&:focus-visible': focus,
      '&:disabled': { cursor: 'default' },
    },
    '& .pv-name': {
      ...typography.body1,
      display: 'block',
      margin: 0,
      fontWeight: 600,
      overflowWrap: 'anywhere',
    },
    '& .pv-description': { ...typography.body2, display: 'block', margin: 0, color: palette.text.secondary },
    // Issue 36: "Out of stock until Dec 8" / "Limited: …", in the warning's dark text (AA contrast).
    '& .pv-stock': {
      ...typography.body2,
      display: 'block',
      margin: 0,
      fontWeight: 600,
      color: palette.warning.dark,
    },
    '& [data-stock="out"]': { color: palette.error.dark },
    '& .pv-price': {
      ...typography.body2,
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: theme.spacing(1),
      margin: 0,
      fontWeight: 600,
      color: palette.primary.main,
    },
    '& .pv-chip': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: 2,
      height: 24,
      padding: theme.spacing(0, 1, 0, 0.5),
      borderRadius: 12,
      fontSize: typography.pxToRem(13),
      fontWeight: 600,
      color: palette.primary.contrastText,
      background: palette.primary.main,
      '& .pv-icon': { width: 18, height: 18 },
    },
    '& .pv-favorite': {
      ...control,
      width: 44,
      marginTop: -4,
      border: 0,
      borderRadius: '50%',
      background: 'transparent',
      color: palette.action.active,
      '&[aria-pressed="true"]': { color: '#8a5a00' },
      '&:hover:not(:disabled)': { background: palette.action.hover },
      '&:disabled': { color: palette.action.disabled, cursor: 'default' },
    },
    '& .pv-row': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: theme.spacing(1),
      marginTop: theme.spacing(1),
    },
    '& .pv-stepper': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: theme.spacing(1) },
    '& .pv-amount': { display: 'flex', alignItems: 'center', gap: theme.spacing(0.5) },
    '& .pv-units': { display: 'inline-flex' },
    '& .pv-unit': {
      ...control,
      minWidth: 52,
      padding: theme.spacing(0, 1),
      border: `1px solid ${palette.divider}`,
      fontSize: typography.pxToRem(13),
      fontWeight: 700,
      color: palette.text.secondary,
      '&:first-of-type': { borderRadius: `${shape.borderRadius}px 0 0 ${shape.borderRadius}px` },
      '&:last-of-type': { borderRadius: `0 ${shape.borderRadius}px ${shape.borderRadius}px 0` },
      '& + &': { marginLeft: -1 },
      '&[aria-pressed="true"]': {
        background: palette.primary.main,
        borderColor: palette.primary.main,
        color: palette.primary.contrastText,
      },
      '&:disabled': { opacity: 0.6 },
    },
    '& .pv-step': {
      ...control,
      width: 44,
      padding: 0,
      borderRadius: '50%',
      border: `1px solid ${palette.divider}`,
      color: palette.action.active,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      '&.pv-more': { borderColor: palette.primary.main, color: palette.primary.main },
      '&:hover:not(:disabled)': { background: palette.action.hover },
      '&:disabled': { borderColor: palette.divider, color: palette.action.disabled },
    },
    '& .pv-icon': { width: 24, height: 24, fill: 'currentColor' },
    '& .pv-qty': {
      boxSizing: 'border-box',
      width: 76,
      height: 44,
      margin: 0,
      padding: theme.spacing(0, 1),
      border: '1px solid rgba(0, 0, 0, 0.23)',
      borderRadius: shape.borderRadius,
      font: 'inherit',
      fontSize: '1.05rem',
      textAlign: 'center',
      color: palette.text.primary,
      background: palette.background.paper,
      '&::placeholder': { color: palette.text.secondary, opacity: 0.75 },
      '&:hover:not(:disabled)': { borderColor: palette.text.primary },
      '&:focus': {
        outline: 'none',
        borderColor: palette.primary.main,
        boxShadow: `inset 0 0 0 1px ${palette.primary.main}`,
      },
      '&[aria-invalid="true"]': { borderColor: palette.error.main },
      '&[aria-invalid="true"]:focus': { boxShadow: `inset 0 0 0 1px ${palette.error.main}` },
      '&:disabled': { color: palette.text.disabled, borderColor: palette.action.disabled },
    },
    '& .pv-cents': { ...typography.body1, fontWeight: 700, flexShrink: 0 },
    '& .pv-problem': { ...typography.body2, margin: theme.spacing(0.5, 0, 0), color: palette.error.main },
  }
})

/** Material icons' paths (Add, Remove, Star, StarBorder), drawn without a component each. */
export const ICON_PATHS = {
  add: 'M19 13h-6v6h-2v-6H5v-2h6V5h2v6h6z',
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41z',
  remove: 'M19 13H5v-2h14z',
  star: 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z',
  starBorder:
    'm22 9.24-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28z',
} as const

/** A Material icon's path as plain SVG, hidden from assistive technology (its button is named). */
export const LineIcon = ({ path }: { path: string }) => (
  <svg className="pv-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d={path} />
  </svg>
)

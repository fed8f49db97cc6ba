import CheckCircle from '@mui/icons-material/CheckCircle'
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked'
import { Box, LinearProgress, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material'
import { type PasswordStrength, passwordRules, passwordStrength } from '@provender/events/rules/password'

const STRENGTH_LOOK: Record<
  PasswordStrength,
  { value: number; color: 'error' | 'warning' | 'secondary' | 'success' }
> = {
  'Very Weak': { value: 20, color: 'error' },
  Weak: { value: 40, color: 'warning' },
  Okay: { value: 60, color: 'secondary' },
  Good: { value: 80, color: 'success' },
  Strong: { value: 100, color: 'success' },
}

/** The live requirements list and strength bar of spec 2.16, driven by the shared rules. */
export function PasswordChecklist({
  candidate,
  currentPassword,
}: {
  candidate: string
  /** null when the screen does not ask for it (a mailed reset link): that rule is not listed. */
  currentPassword: string | null
}) {
  const rules =
    currentPassword === null ? passwordRules.filter((rule) => rule.id !== 'different') : passwordRules
  const strength = passwordStrength(candidate)
  const look = STRENGTH_LOOK[strength]
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', mb: 0.5 }}>
        <Typography variant="caption" color="text.secondary">
          Password strength
        </Typography>
        <Typography variant="caption" fontWeight={600} data-testid="password-strength">
          {candidate ? strength : '—'}
        </Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={candidate ? look.value : 0}
        color={look.color}
        sx={{ height: 6, borderRadius: 3 }}
        aria-label="Password strength"
      />
      <List dense disablePadding sx={{ mt: 1 }} aria-label="Password requirements">
        {rules.map((rule) => {
          const met = candidate !== '' && rule.test(candidate, currentPassword ?? '')
          return (
            <ListItem key={rule.id} disableGutters sx={{ py: 0 }} data-met={met}>
              <ListItemIcon sx={{ minWidth: 28 }}>
                {met ? (
                  <CheckCircle fontSize="small" color="success" />
                ) : (
                  <RadioButtonUnchecked fontSize="small" color="disabled" />
                )}
              </ListItemIcon>
              <ListItemText
                primary={rule.label}
                slotProps={{ primary: { variant: 'body2', color: met ? 'text.primary' : 'text.secondary' } }}
              />
            </ListItem>
          )
        })}
      </List>
    </Box>
  )
}

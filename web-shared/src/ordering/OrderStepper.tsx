import { Step, StepLabel, Stepper } from '@mui/material'
import { ORDER_STEPS } from './wizard.ts'

/** Spec 2.14's three steps; past the last (3), the order is placed and every step is done. */
export function OrderStepper({ activeStep }: { activeStep: number }) {
  const placed = activeStep >= ORDER_STEPS.length
  return (
    <Stepper activeStep={activeStep} alternativeLabel aria-label="Order steps">
      {ORDER_STEPS.map((label, index) => (
        <Step key={label} completed={index < activeStep || placed}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  )
}

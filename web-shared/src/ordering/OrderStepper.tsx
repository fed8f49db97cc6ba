import { Step, StepLabel, Stepper } from '@mui/material'
import { ORDER_STEPS } from './wizard.ts'

/** Spec 2.14's three steps; the last is done once the order is placed. */
export function OrderStepper({ activeStep }: { activeStep: number }) {
  const placed = activeStep === ORDER_STEPS.length - 1
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

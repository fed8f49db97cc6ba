import { Step, StepLabel, Stepper } from '@mui/material'
import { ORDER_STEPS } from './wizard.ts'

/** Spec 2.14's three steps: the one shown is the active one; Confirmation is the placed order. */
export function OrderStepper({ activeStep }: { activeStep: number }) {
  return (
    <Stepper activeStep={activeStep} alternativeLabel aria-label="Order steps">
      {ORDER_STEPS.map((label, index) => (
        <Step key={label} completed={index < activeStep}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  )
}

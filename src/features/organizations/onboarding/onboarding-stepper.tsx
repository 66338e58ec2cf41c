import { Stepper } from '@mantine/core';

/** Spec 1 §2: the two onboarding steps. The routes move between them, not the stepper. */
export function OnboardingStepper({ active }: { active: 0 | 1 }) {
  return (
    <Stepper active={active} allowNextStepsSelect={false} size="sm" mb="lg" aria-label="Onboarding steps">
      <Stepper.Step label="Set organization information" allowStepSelect={false} />
      <Stepper.Step label="Assign user" allowStepSelect={false} />
    </Stepper>
  );
}

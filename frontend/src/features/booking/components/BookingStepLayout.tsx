import type { ReactNode } from 'react';
import { PageShell } from '../../../components/PageShell';
import { StepIndicator } from '../../../components/StepIndicator';
import { BOOKING_STEPS, type BookingStepIndex } from '../steps';
import { useStepBack } from '../use-step-back';

const STEP_LABELS = BOOKING_STEPS.map((step) => step.label);

interface BookingStepLayoutProps {
  step: BookingStepIndex;
  title: string;
  children: ReactNode;
}

/** A booking step's frame (back link, steps, title) around its content. */
export function BookingStepLayout({ step, title, children }: BookingStepLayoutProps) {
  const goBack = useStepBack(step);
  return (
    <PageShell title={title} onBack={goBack} header={<StepIndicator steps={STEP_LABELS} current={step} />}>
      {children}
    </PageShell>
  );
}

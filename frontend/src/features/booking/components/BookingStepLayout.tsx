import type { ReactNode } from 'react';
import { ClientOnly } from '@tanstack/react-router';
import { PageShell } from '../../../components/PageShell';
import { StepContentPending } from './StepContentPending';
import { StepIndicator } from '../../../components/StepIndicator';
import { BOOKING_STEPS, type BookingStepIndex } from '../steps';
import { useStepBack } from '../use-step-back';

const STEP_LABELS = BOOKING_STEPS.map((step) => step.label);

interface BookingStepLayoutProps {
  step: BookingStepIndex;
  title: string;
  children: ReactNode;
}

/**
 * A booking step's frame (back link, steps, title) around its content. Every step after the barber's works from the
 * draft in this browser's storage, which the server cannot read: it renders their frame, and the browser their content.
 */
export function BookingStepLayout({ step, title, children }: BookingStepLayoutProps) {
  const goBack = useStepBack(step);
  return (
    <PageShell title={title} onBack={goBack} header={<StepIndicator steps={STEP_LABELS} current={step} />}>
      {step === 0 ? children : <ClientOnly fallback={<StepContentPending />}>{children}</ClientOnly>}
    </PageShell>
  );
}

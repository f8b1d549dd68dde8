import type { ReactNode } from 'react';
import { PageShell } from '../../../components/layout/PageShell';
import { StepIndicator } from '../../../components/booking/StepIndicator';
import { PageNoticeAlert } from './page-notice';
import { BOOKING_STEPS, type BookingStepIndex } from '../steps/steps';
import { STEP_BEFORE, useStepBack } from '../steps/use-step-back';

const STEP_LABELS = BOOKING_STEPS.map((step) => step.label);

interface BookingStepLayoutProps {
  step: BookingStepIndex;
  title: string;
  children: ReactNode;
}

/** A booking step's frame (back link, steps, title) around its content, with what the server said of a form sent without the app. */
export function BookingStepLayout({ step, title, children }: BookingStepLayoutProps) {
  const goBack = useStepBack(step);
  return (
    <PageShell title={title} onBack={goBack} backTo={STEP_BEFORE[step]} header={<StepIndicator steps={STEP_LABELS} current={step} />}>
      <PageNoticeAlert />
      {children}
    </PageShell>
  );
}

import { IconCheck } from '@tabler/icons-react';
import classes from './StepIndicator.module.css';

interface StepIndicatorProps {
  steps: readonly string[];
  /** Index of the current step. */
  current: number;
}

/** Numbered steps; on narrow screens the labels give way to a caption naming the current step. */
export function StepIndicator({ steps, current }: StepIndicatorProps) {
  return (
    <nav aria-label="Etapas do agendamento">
      <ol className={classes.list}>
        {steps.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'next';
          return (
            <li key={label} className={classes.step} data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className={classes.marker} aria-hidden>
                {state === 'done' ? <IconCheck size={16} stroke={3} /> : index + 1}
              </span>
              <span className={classes.label}>{label}</span>
            </li>
          );
        })}
      </ol>
      <p className={classes.caption} aria-hidden>
        Etapa {current + 1} de {steps.length} · <strong>{steps[current]}</strong>
      </p>
    </nav>
  );
}
